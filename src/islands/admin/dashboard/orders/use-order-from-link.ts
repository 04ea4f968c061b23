import { useCardFromLink } from '@/components/admin/use-card-from-link';

const ORDER_HASH = /^#order-\d+$/;

/** Brings the order a new-order alert links to (/admin#order-12) into view once the orders have loaded. */
export const useOrderFromLink = (loaded: boolean): void => useCardFromLink(loaded, ORDER_HASH);
