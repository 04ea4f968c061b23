import { isRecentOrderFresh } from '@/domain/timings';

/** The key of src/stores/storefront/recent-order.ts, repeated so this island does not pull in its validation. */
const RECENT_ORDER_KEY = 'recentOrder';

/**
 * Whether a recent order under 24 hours old is stored, by its age alone; an older one is removed
 * (docs/behaviour/screens.md#rate-your-order-popup). The popup validates the rest of the entry.
 */
function freshRecentOrderStored(): boolean {
  let createdAt: unknown;
  try {
    const raw = localStorage.getItem(RECENT_ORDER_KEY);
    if (raw === null) return false;
    createdAt = (JSON.parse(raw) as { createdAt?: unknown } | null)?.createdAt;
  } catch {
    createdAt = undefined;
  }
  if (typeof createdAt === 'string' && isRecentOrderFresh(createdAt, new Date())) return true;
  try {
    localStorage.removeItem(RECENT_ORDER_KEY);
  } catch {
    // Storage unavailable: there is nothing to offer either way.
  }
  return false;
}

/**
 * Offers the rate-your-order popup on the home page. Most visitors have no recent order, so the
 * popup (React, its dialog, forms and validation) is downloaded only for those who do.
 */
export function offerRecentOrderFeedback(): void {
  if (!freshRecentOrderStored()) return;
  void import('./mount-feedback-popup').then(({ mountFeedbackPopup }) => mountFeedbackPopup());
}
