import { buttonVariants } from '@/components/ui/button-variants';

/** The dashboard's one h1, the same while loading and once the owner's data is shown, and the ways to a new order (taken by phone, text or at the door), the kitchen's day, the business in figures, the setup check, the menu, tax, codes, drops, announcements and the hours (at the foot of the page). */
export function DashboardHeading() {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Admin Dashboard</h1>
        <p className="mt-1 text-muted">Incoming orders, newest first, and whether the shop is taking orders.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href="/admin/orders/new" className={buttonVariants({ variant: 'primary', size: 'md' })}>
          New order
        </a>
        <a href="/admin/kitchen" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Kitchen View
        </a>
        <a href="/admin/insights" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Insights
        </a>
        <a href="/admin/setup" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Setup Check
        </a>
        <a href="/admin/menu" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Edit the Menu
        </a>
        <a href="/admin/tax" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Sales Tax
        </a>
        <a href="/admin/codes" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Discount Codes
        </a>
        <a href="/admin/drops" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Drops
        </a>
        <a href="/admin/notify" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Announcements
        </a>
        <a href="#pickup-hours-heading" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Hours &amp; Limits
        </a>
      </div>
    </div>
  );
}
