import type { SetupCheckId } from '@/domain/setup/setup-check';

/** Each check's name on the page; its detail comes from the server (src/domain/setup/). */
export const CHECK_NAMES: Record<SetupCheckId, string> = {
  'site-url': 'Site address',
  administrator: "Administrator's account",
  payments: 'Payments',
  webhook: 'Stripe webhook',
  mail: 'E-mail',
  texts: 'Texts',
  push: 'Push alerts',
  tax: 'Sales tax',
  kitchen: 'Kitchen details',
  outbox: 'Outbox',
};
