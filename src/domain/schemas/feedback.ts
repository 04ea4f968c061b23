import * as v from 'valibot';
import { LIMITS, blankToNull, idField, optionalEmailField, requiredText, NOT_AN_OBJECT, objectOf } from './fields';

export const RATING_REQUIRED = 'Rating Required - Please provide an overall rating before submitting.';
export const FEEDBACK_TEXT_MAX = 2000;
const SCORE_INVALID = 'Ratings must be whole numbers from 1 to 5';

/** A 1-5 sub-score that the customer may skip; skipped comes out as null. */
const optionalScore = v.nullish(
  v.pipe(v.number(SCORE_INVALID), v.integer(SCORE_INVALID), v.minValue(1, SCORE_INVALID), v.maxValue(5, SCORE_INVALID)),
  null,
);

/**
 * POST /api/feedback body (docs/behaviour/api.md#feedback). The rating message covers a missing rating and the 0 a form
 * sends before a star is chosen. Whether the delivery score fits the order type is the server's
 * check, as only it knows the order.
 */
export const feedbackPayloadSchema = objectOf(
  {
    orderId: idField('Please choose the order you are rating'),
    customerName: requiredText(LIMITS.name, 'Please enter your name', `Name must be at most ${LIMITS.name} characters`),
    customerEmail: optionalEmailField,
    rating: v.pipe(
      v.number(RATING_REQUIRED),
      v.integer(RATING_REQUIRED),
      v.minValue(1, RATING_REQUIRED),
      v.maxValue(5, 'Rating must be from 1 to 5 stars'),
    ),
    feedbackText: blankToNull(
      v.pipe(v.string(), v.maxLength(FEEDBACK_TEXT_MAX, `Comments must be at most ${FEEDBACK_TEXT_MAX} characters`)),
      'Comments must be text',
    ),
    isRecommended: v.nullish(v.boolean('Please answer yes or no'), null),
    foodQuality: optionalScore,
    orderAccuracy: optionalScore,
    deliveryService: optionalScore,
    /** A guest's proof of the order (POST /api/orders answers it); a signed-in buyer needs none. */
    feedbackToken: v.nullish(
      v.pipe(v.string('Feedback token must be text'), v.maxLength(100, 'Feedback token must be text')),
      null,
    ),
  },
  NOT_AN_OBJECT,
);

export type FeedbackPayload = v.InferOutput<typeof feedbackPayloadSchema>;

export const REVIEW_VISIBILITY_REQUIRED = 'Say whether to hide the review (hidden: true or false)';

/** PATCH /api/admin/feedback/{id} body: hide the review from the home page, or show it again. */
export const reviewVisibilitySchema = objectOf({ hidden: v.boolean(REVIEW_VISIBILITY_REQUIRED) }, NOT_AN_OBJECT);

export type ReviewVisibility = v.InferOutput<typeof reviewVisibilitySchema>;
