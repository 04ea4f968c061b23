/* The pay page's requests (issue 37): the link's token, and with it the payment it authorised. */
import * as v from 'valibot';
import { NOT_AN_OBJECT, objectOf } from '../schemas/fields';
import { LINK_NO_LONGER_VALID } from './payment-link-messages';

const tokenField = v.pipe(
  v.string(LINK_NO_LONGER_VALID),
  v.nonEmpty(LINK_NO_LONGER_VALID),
  v.maxLength(256, LINK_NO_LONGER_VALID),
);

export const payLinkTokenSchema = objectOf({ token: tokenField }, NOT_AN_OBJECT);

export const payLinkReportSchema = objectOf(
  {
    token: tokenField,
    paymentIntentId: v.pipe(
      v.string('Missing payment reference'),
      v.nonEmpty('Missing payment reference'),
      v.maxLength(255),
    ),
  },
  NOT_AN_OBJECT,
);
