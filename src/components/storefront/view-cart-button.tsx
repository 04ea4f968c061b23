/**
 * The floating 'View Cart (N items)' button, as plain HTML: hidden until
 * src/islands/checkout/cart-sheet/cart-launcher.ts has read the cart and found something in it.
 */
export function ViewCartButton() {
  return (
    <div
      data-view-cart
      hidden
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      <button
        type="button"
        className="pointer-events-auto flex min-h-14 w-full max-w-md items-center justify-between gap-4 rounded-full bg-brand-700 px-6 text-white shadow-xl hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        <span className="font-semibold" data-view-cart-count />
        <span className="font-bold" data-view-cart-total />
      </button>
    </div>
  );
}
