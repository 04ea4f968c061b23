import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { DialogHeader } from '@/components/ui/dialog-header';
import { useDishAvailability } from '@/components/storefront/use-dish-availability';
import type { OrderType } from '@/domain/order-type';
import { $cart } from '@/stores/checkout/cart';
import { $pickupSpot, type SpotOnOffer } from '@/stores/checkout/fulfilment-choice';
import { dismissToastShownAfter, newestToastId } from '@/stores/shell/toasts';
import { $businessSettings } from '@/stores/storefront/storefront-data';
import { AddressCheck } from './address-check';
import { CartLine } from './cart-line';
import { ContactFields } from './contact-fields';
import { DiscountCodeField } from './discount-code-field';
import { OrderTotals } from './order-totals';
import { proceedToPayment, showOrderTypeSelector } from './proceed-to-payment';
import { StandingOrderLink } from './standing-order-link';
import { TipChoice } from './tip-choice';
import { SpotChoice } from './spot-choice';
import { WindowChoice } from './window-choice';

interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const ORDER_TYPE_TEXT = {
  pickup: 'Pickup order: collect it from our kitchen in Overland Park.',
  delivery: 'Delivery order: we bring it to your door.',
} as const;

/** The sheet's description: where a pickup is collected once a public spot is chosen (the kitchen's is the default words). */
function orderTypeText(orderType: OrderType | null, spot: SpotOnOffer | null): string {
  if (orderType === null) return 'Choose pickup or delivery on the menu before you pay.';
  if (orderType === 'pickup' && spot && !spot.private) return `Pickup order: collect it at ${spot.name}.`;
  return ORDER_TYPE_TEXT[orderType];
}

/**
 * Puts focus back on the button that opened the sheet. The floating 'View Cart' button is
 * re-created when the sheet closes, so for it (or anything else gone) the header's cart link
 * stands in.
 */
function returnFocus(openedFrom: Element | null): void {
  const target =
    openedFrom instanceof HTMLElement && openedFrom.isConnected && openedFrom !== document.body
      ? openedFrom
      : document.querySelector<HTMLElement>('header [data-cart-link]');
  target?.focus();
}

/**
 * 'Your Order' (docs/behaviour/screens.md#cart-sheet): a bottom sheet on phones, a side panel from the `md` breakpoint.
 * Radix Dialog traps focus, labels the sheet with its title and closes on Escape. Loaded lazily
 * by the storefront's cart launcher, which owns the open state.
 */
export default function CartSheet({ open, onOpenChange }: CartSheetProps) {
  const cart = useStore($cart);
  const pickupSpot = useStore($pickupSpot);
  const { data: settings } = useStore($businessSettings);
  const availabilityOf = useDishAvailability();
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const goToOrderType = useRef(false);
  // What had focus when the sheet opened (the cart button that opened it). Radix returns focus
  // only to a Dialog.Trigger, and the sheet's openers live in other islands.
  const [openedFrom] = useState(() => document.activeElement);
  // Toasts shown from now on lie over the sheet (Escape closes them first); older ones under it.
  const [toastsBefore] = useState(newestToastId);
  const proceeding = useRef(false);
  const [busy, setBusy] = useState(false);
  const isEmpty = cart.items.length === 0;

  const proceed = async () => {
    if (isEmpty || proceeding.current) return;
    proceeding.current = true;
    setBusy(true);
    try {
      if ((await proceedToPayment()) === 'choose-order-type') {
        goToOrderType.current = true;
        onOpenChange(false);
      }
    } finally {
      proceeding.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-busy={busy}
          onEscapeKeyDown={(event) => {
            // A toast shown over the sheet (the address check's) closes first, not the sheet.
            if (dismissToastShownAfter(toastsBefore)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Without an order type the customer is sent to the selector, not back to the cart button.
            if (goToOrderType.current) showOrderTypeSelector();
            else returnFocus(openedFrom);
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-surface shadow-2xl outline-none md:inset-y-0 md:right-0 md:left-auto md:max-h-none md:w-[28rem] md:rounded-none md:rounded-l-2xl"
        >
          <DialogHeader title="Your Order" description={orderTypeText(cart.orderType, pickupSpot)} />

          <div className="flex flex-1 flex-col gap-6 overflow-y-auto overscroll-contain px-4 py-4">
            {settings?.isAcceptingOrders === false && (
              <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
                <strong>Currently Closed.</strong> We are not accepting orders right now. Please check back soon.
              </p>
            )}
            <section aria-labelledby="cart-items-heading">
              <h3
                id="cart-items-heading"
                ref={itemsHeading}
                tabIndex={-1}
                className="text-base font-bold text-brand-900 outline-none focus-visible:outline-2"
              >
                Items
              </h3>
              {isEmpty ? (
                <div className="flex flex-col items-start gap-3 py-4">
                  <p className="text-muted">Your cart is empty.</p>
                  <Dialog.Close asChild>
                    <Button variant="secondary">Browse the menu</Button>
                  </Dialog.Close>
                </div>
              ) : (
                <>
                  <ul aria-labelledby="cart-items-heading">
                    {cart.items.map((item) => (
                      <CartLine
                        key={item.id}
                        item={item}
                        room={availabilityOf(item.productId)?.room ?? null}
                        onRemoved={() => itemsHeading.current?.focus()}
                      />
                    ))}
                  </ul>
                  <StandingOrderLink />
                </>
              )}
            </section>
            {!isEmpty && (
              <>
                {cart.orderType === 'pickup' && <SpotChoice />}
                {cart.orderType && <WindowChoice orderType={cart.orderType} items={cart.items} />}
                <ContactFields />
                {cart.orderType === 'delivery' && (
                  <>
                    <AddressCheck />
                    <TipChoice />
                  </>
                )}
                <DiscountCodeField />
              </>
            )}
          </div>

          <div className="flex flex-col gap-3 border-t border-brand-100 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <OrderTotals />
            <Button size="lg" disabled={isEmpty} onClick={() => void proceed()} className="w-full">
              Proceed to Payment
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
