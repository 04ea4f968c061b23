import type { CompletedOrder } from '@/stores/checkout/completed-order';
import { CARD_CLASS } from './card';

/** The three steps after paying: the receipt, the kitchen, then delivery or pickup. */
function steps({ orderType, customerInfo }: CompletedOrder): string[] {
  const { email, address } = customerInfo;
  return [
    email ? `We'll email your receipt to ${email}.` : "We'll email your receipt.",
    'Our kitchen will start preparing your food, made fresh to order.',
    orderType === 'delivery'
      ? `We'll deliver your order to ${address ?? 'your address'}.`
      : "We'll let you know as soon as your order is ready for pickup.",
  ];
}

export function WhatsNext({ order }: { order: CompletedOrder }) {
  return (
    <section aria-labelledby="whats-next-heading" className={CARD_CLASS}>
      <h2 id="whats-next-heading" className="text-xl font-bold text-brand-900">
        What's Next
      </h2>
      <ol className="mt-4 flex flex-col gap-3">
        {steps(order).map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white print:border"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 break-words">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
