/**
 * The owner's screens by task, in the order of the admin navigation (src/components/AdminNav.astro).
 * A link with a '#' goes to a section of the dashboard (/admin) rather than a page of its own.
 */
export const ADMIN_GROUPS = [
  {
    task: 'Orders',
    links: [
      { href: '/admin', label: 'Orders' },
      { href: '/admin/orders/new', label: 'New order' },
    ],
  },
  {
    task: 'Kitchen',
    links: [
      { href: '/admin/kitchen', label: "Kitchen's day" },
      { href: '/admin#pickup-hours-heading', label: 'Hours & limits' },
    ],
  },
  {
    task: 'Menu',
    links: [
      { href: '/admin/menu', label: 'Menu editor' },
      { href: '/admin/drops', label: 'Drops' },
    ],
  },
  {
    task: 'Customers',
    links: [
      { href: '/admin#notify-list-heading', label: 'Notify list' },
      { href: '/admin/notify', label: 'Announcements' },
      { href: '/feedback', label: 'Reviews' },
    ],
  },
  {
    task: 'Money',
    links: [
      { href: '/admin/insights', label: 'Insights' },
      { href: '/admin/tax', label: 'Sales tax' },
      { href: '/admin/codes', label: 'Discount codes' },
    ],
  },
  {
    task: 'Settings',
    links: [
      { href: '/admin#shop-status-heading', label: 'Shop status' },
      { href: '/admin#order-alerts-heading', label: 'Order alerts' },
      { href: '/admin/setup', label: 'Setup check' },
    ],
  },
] as const;

/** Whether a link names the page at `pathname` itself (a dashboard section's link does not). */
export function isCurrentPage(href: string, pathname: string): boolean {
  return !href.includes('#') && href === pathname.replace(/\/$/, '');
}
