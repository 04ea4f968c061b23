import { useId } from 'react';
import { dayLabel } from '@/domain/fulfilment/window-label';
import { eventLabel } from '@/domain/catering/catering-request-view';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { formatUsd } from '@/domain/money';
import { formatMoneyLine, moneyLines } from '@/domain/order-money/money-lines';
import { moneyLineInput } from '@/domain/order/order-view';
import type { CateringQuote } from '@/stores/admin/catering/catering-quote';

const usd = (decimal: string) => formatUsd(apiDecimalToCents(decimal));

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'font-bold text-ink' : 'text-muted'}`}>
      <dt>{label}</dt>
      <dd className={strong ? '' : 'font-semibold text-ink'}>{value}</dd>
    </div>
  );
}

/** What a version says of itself: 'Version 2, sent Thu, May 28, 9:14 AM' or 'Version 1, draft saved ...'. */
export function versionLabel(quote: CateringQuote): string {
  if (quote.acceptedAt) return `Version ${quote.version}, accepted ${eventLabel(new Date(quote.acceptedAt))}`;
  if (quote.sentAt) return `Version ${quote.version}, sent ${eventLabel(new Date(quote.sentAt))}`;
  return `Version ${quote.version}, draft saved ${eventLabel(new Date(quote.savedAt))}`;
}

/**
 * A version of the quote as the server priced it: each dish, then the money lines in the order
 * every screen shows them (Subtotal, Discount, Service Charge, Setup, Delivery Fee, the tax by
 * rate, Total), the deposit and the balance with its date, and until when it can be accepted.
 */
export function PricedQuote({ quote }: { quote: CateringQuote }) {
  const headingId = useId();
  const money = moneyLines(moneyLineInput({ ...quote, tip: '0.00', discountCode: null }));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3 text-sm">
      <h5 id={headingId} className="font-semibold text-ink">
        {versionLabel(quote)}
      </h5>
      <ul className="flex flex-col gap-1">
        {quote.lines.map((line) => (
          <li key={line.productId} className="flex items-baseline justify-between gap-4">
            <span>
              {line.pieces.toLocaleString('en-US')} × {line.name}{' '}
              <span className="text-muted">at {usd(line.priceEach)}</span>
            </span>
            <span className="font-semibold text-ink">{usd(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-brand-200 pt-2">
        {money.map((line) => (
          <Row key={line.label} label={line.label} value={formatMoneyLine(line)} strong={line.kind === 'total'} />
        ))}
        <Row
          label={quote.depositPercent === null ? 'Deposit' : `Deposit (${quote.depositPercent}%)`}
          value={usd(quote.deposit)}
        />
        <Row label={`Balance, due ${dayLabel(quote.balanceDueOn)}`} value={usd(quote.balance)} />
      </dl>
      <p className="text-muted">
        Can be accepted until the end of {dayLabel(quote.expiresOn)}. Deposit back in full until{' '}
        {eventLabel(new Date(quote.refundCutOff))}.
      </p>
    </section>
  );
}
