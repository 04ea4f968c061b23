import { Fragment } from 'react';
import type { AdminOrderView } from '@/domain/api-shapes';
import { balanceDueLabel } from '@/domain/catering/catering-mark';
import { orderMark } from '@/domain/standing/standing-mark';
import { formatMoneyLine, moneyLines } from '@/domain/order-money/money-lines';
import { moneyLineInput } from '@/domain/order/order-view';
import { deliveryAddressText } from '@/domain/order/delivery-address-text';
import { windowLabel } from '@/domain/fulfilment/window-label';
import { needsCooking } from '@/domain/kitchen/prep-list';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import { orderNotes, orderTypeLabel } from '@/components/orders/order-format';

/** The orders that get a ticket: every one of the day, window by window, but the cancelled. */
export const ticketOrders = (day: KitchenDayView): AdminOrderView[] =>
  day.windows.flatMap((window) => window.orders.filter(needsCooking));

function deliveryAddress(order: AdminOrderView): string | null {
  return order.orderType === 'delivery' ? deliveryAddressText(order.deliveryAddress) : null;
}

/**
 * One ticket: what the cook and the bag need, black on white, large where it is read from afar,
 * with the order's money as every other screen shows it (a customer may ask what the tax was). A
 * catering event's says so under its number, boxed, and what it still owes under its money; a
 * standing order's says 'Standing' there. A pickup's names its spot, the crate it goes in (issue 50).
 */
function Ticket({ order }: { order: AdminOrderView }) {
  const window = order.fulfilmentWindow;
  const notes = orderNotes(order.notes);
  const address = deliveryAddress(order);
  const mark = orderMark(order, 'short');
  const balance = balanceDueLabel(order);
  return (
    <article className="break-after-page break-inside-avoid text-black last:break-after-auto">
      <p className="text-4xl font-extrabold">{order.orderNumber}</p>
      {mark && <p className="mt-2 w-fit border-2 border-black px-2 text-2xl font-extrabold">{mark}</p>}
      <p className="mt-1 text-xl font-bold">
        {orderTypeLabel(order.orderType)}
        {window && ` · ${windowLabel(new Date(window.start), new Date(window.end))}`}
      </p>
      <ul className="mt-4 border-y-2 border-black py-3 text-2xl">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move, and a product may appear on two of them
          <li key={index}>
            <span className="font-extrabold tabular-nums">{item.quantity} ×</span> {item.name}
          </li>
        ))}
      </ul>
      {notes && (
        <p className="mt-3 text-lg whitespace-pre-line">
          <span className="font-bold">Notes: </span>
          {notes}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 text-base" aria-label="Money">
        {moneyLines(moneyLineInput(order)).map((line) => (
          <Fragment key={line.label}>
            <dt className={line.kind === 'total' ? 'font-bold' : ''}>{line.label}</dt>
            <dd className={`text-right tabular-nums ${line.kind === 'total' ? 'font-bold' : ''}`}>
              {formatMoneyLine(line)}
            </dd>
          </Fragment>
        ))}
      </dl>
      {balance && <p className="mt-2 text-xl font-extrabold tabular-nums">{balance}</p>}
      <dl className="mt-3 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-lg">
        <dt className="font-bold">Customer</dt>
        <dd>{order.customerName}</dd>
        <dt className="font-bold">Phone</dt>
        <dd>{order.customerPhone}</dd>
        {address && (
          <>
            <dt className="font-bold">Address</dt>
            <dd>{address}</dd>
          </>
        )}
        {order.pickupSpot && (
          <>
            <dt className="font-bold">Pickup at</dt>
            <dd>{order.pickupSpot.name}</dd>
          </>
        )}
      </dl>
    </article>
  );
}

/**
 * The tickets 'Print tickets' prints: nothing on screen, and on paper (with the site's print rules
 * in global.css hiding the header, the footer and the screen's own controls) one ticket per page.
 */
export function PrintTickets({ day }: { day: KitchenDayView }) {
  const orders = ticketOrders(day);
  if (orders.length === 0) return null;
  return (
    <div className="hidden print:block" data-testid="kitchen-tickets">
      {orders.map((order) => (
        <Ticket key={order.id} order={order} />
      ))}
    </div>
  );
}
