/** A group of the navigation: its task, then its links as [address, name]. */
const group = (task: string, ...links: Array<[href: string, label: string]>) => ({
  task,
  links: links.map(([href, label]) => ({ href, label })),
});

/**
 * The owner's screens by task, in the order of the admin navigation (src/components/AdminNav.astro).
 * A link with a '#' goes to a section of the dashboard (/admin) rather than a page of its own.
 */
export const ADMIN_GROUPS = [
  group(
    'Orders',
    ['/admin', 'Orders'],
    ['/admin/orders/new', 'New order'],
    ['/admin/catering', 'Catering'],
    ['/admin/standing', 'Standing orders'],
  ),
  group(
    'Kitchen',
    ['/admin/kitchen', "Kitchen's day"],
    ['/admin/deliveries', 'Delivery run'],
    ['/admin#pickup-hours-heading', 'Hours & limits'],
    ['/admin/pickup-spots', 'Pickup spots'],
  ),
  group('Menu', ['/admin/menu', 'Menu editor'], ['/admin/drops', 'Drops']),
  group(
    'Customers',
    ['/admin#notify-list-heading', 'Notify list'],
    ['/admin/notify', 'Announcements'],
    ['/feedback', 'Reviews'],
  ),
  group(
    'Money',
    ['/admin/insights', 'Insights'],
    ['/admin/tax', 'Sales tax'],
    ['/admin/codes', 'Discount codes'],
    ['/admin/gift-cards', 'Gift cards'],
  ),
  group(
    'Settings',
    ['/admin#shop-status-heading', 'Shop status'],
    ['/admin#order-alerts-heading', 'Order alerts'],
    ['/admin/setup', 'Setup check'],
  ),
];

/** Whether a link names the page at `pathname` itself (a dashboard section's link does not). */
export function isCurrentPage(href: string, pathname: string): boolean {
  return !href.includes('#') && href === pathname.replace(/\/$/, '');
}
