import { ReturnToHome } from '@/components/orders/return-to-home';

/** No completed order in storage: already shown once, or never paid for. */
export function OrderNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Order Not Found</h1>
      <p className="mt-4 text-muted">We couldn't find your order details.</p>
      <div className="mt-8">
        <ReturnToHome />
      </div>
    </section>
  );
}
