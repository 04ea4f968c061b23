import { Button } from '@/components/ui/button';
import { ReturnToHome } from '@/components/orders/return-to-home';
import { buttonVariants } from '@/components/ui/button-variants';
import type { CompletedOrder } from '@/stores/checkout/completed-order';
import { NotifyOffer } from './notify-offer';
import { OrderDetails } from './order-details';
import { WhatsNext } from './whats-next';

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PrintIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path d="M5 3a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v3h1a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-1v2a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h1V3Zm2 3h6V4H7v2Zm0 6v4h6v-4H7Z" />
    </svg>
  );
}

/**
 * The confirmed order. Printed, it is the receipt: the stylesheet's print rules hide
 * the site's header, footer and everything marked data-print-hidden, and print it black on white.
 */
export function ConfirmedOrder({ order }: { order: CompletedOrder }) {
  return (
    <section
      data-receipt
      className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14 print:max-w-none print:py-0"
    >
      {/* The printed receipt names the business at the top, where the hidden site header was. */}
      <p className="hidden border-b pb-3 text-xl font-extrabold print:block">
        Kenyan Bites <span className="text-sm font-medium">· Authentic Kenyan Flavors · Overland Park, KS</span>
      </p>
      <div className="flex flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-green-100 text-kenya-green print:hidden">
          <CheckIcon />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900 print:mt-0">Order Confirmed!</h1>
        <p className="mt-3 max-w-md text-muted">
          Thank you for your order. We've received your payment and will begin preparing your food.
        </p>
        <div className="mt-5 rounded-xl border border-brand-200 bg-brand-50 px-6 py-3">
          <p className="text-sm font-medium text-muted">Order Number</p>
          <p className="text-2xl font-bold tracking-wide text-brand-900" data-testid="order-number">
            {order.orderNumber ?? 'Processing'}
          </p>
        </div>
      </div>
      <OrderDetails order={order} />
      <WhatsNext order={order} />
      <NotifyOffer email={order.customerInfo.email} />
      <div data-print-hidden className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {order.trackingUrl && (
          <a href={order.trackingUrl} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            Track Your Order
          </a>
        )}
        <ReturnToHome variant={order.trackingUrl ? 'secondary' : 'primary'} />
        <Button variant="secondary" size="lg" onClick={() => window.print()}>
          <PrintIcon />
          Print Receipt
        </Button>
      </div>
    </section>
  );
}
