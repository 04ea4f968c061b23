import { mountInBody } from '@/lib/mount-in-body';
import FeedbackPopup from './feedback-popup';

/** Renders the rate-your-order popup (src/islands/storefront/feedback/recent-order-feedback.ts). */
export const mountFeedbackPopup = (): void => mountInBody(<FeedbackPopup />);
