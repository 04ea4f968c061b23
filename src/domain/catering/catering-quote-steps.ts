/*
 * The owner's steps with a catering request (issue 48; docs/behaviour/rules.md#catering): which
 * states may be quoted, sent a quote or declined, the state sending leaves, the bodies of send and
 * decline, and the words of each refusal.
 */
import * as v from 'valibot';
import { checkBodyPaths } from '../schemas/checked-fields';
import { NOT_AN_OBJECT, objectOf } from '../schemas/fields';
import { STATUS_HEADINGS } from './catering-list';
import type { CateringStatus } from './catering-request-view';

/** A quote may be saved and sent until the request is over: not once declined, cancelled, expired or completed. */
export const QUOTABLE: readonly CateringStatus[] = ['requested', 'quoted', 'accepted', 'paid'];
/** A request may be declined only before the customer accepts a quote. */
export const DECLINABLE: readonly CateringStatus[] = ['requested', 'quoted'];

/** A request may be cancelled until it is over: by the customer before the terms' cut-off, by the owner any time. */
export const CANCELLABLE: readonly CateringStatus[] = ['requested', 'quoted', 'accepted', 'paid'];

export const canQuote = (status: CateringStatus): boolean => QUOTABLE.includes(status);
export const canCancel = (status: CateringStatus): boolean => CANCELLABLE.includes(status);
export const canDecline = (status: CateringStatus): boolean => DECLINABLE.includes(status);

/**
 * The state a request takes when a quote is sent: quoted, before acceptance; an accepted or paid
 * request keeps its state (the customer accepts the revision on her page).
 */
export const statusAfterSending = (status: CateringStatus): CateringStatus =>
  status === 'requested' || status === 'quoted' ? 'quoted' : status;

/** 'This request is declined: it can no longer be quoted.' */
export const notQuotable = (status: CateringStatus): string =>
  `This request is ${STATUS_HEADINGS[status].toLowerCase()}: it can no longer be quoted.`;
/** 'This request is accepted: only a request not yet accepted can be declined.' */
export const notDeclinable = (status: CateringStatus): string =>
  `This request is ${STATUS_HEADINGS[status].toLowerCase()}: only a request not yet accepted can be declined.`;
/** 'This request is completed: it can no longer be cancelled.' */
export const notCancellable = (status: CateringStatus): string =>
  `This request is ${STATUS_HEADINGS[status].toLowerCase()}: it can no longer be cancelled.`;
export const NOTHING_TO_SEND = 'There is no new quote to send: save the quote first.';
export const DETAILS_REMOVED = "This request's personal details were removed: it can no longer be quoted or declined.";
export const REQUEST_NOT_FOUND = 'No such catering request';

export const DECLINE_MESSAGE_MAX = 1000;
export const DECLINE_MESSAGE_INVALID = `Write a message to the customer, at most ${DECLINE_MESSAGE_MAX.toLocaleString('en-US')} characters`;

/** POST /api/admin/catering/{id}/send: `overrideLimits` true sends it although it passes the day's limit. */
export const sendQuoteBodySchema = objectOf(
  { overrideLimits: v.optional(v.boolean('overrideLimits is true or false'), false) },
  NOT_AN_OBJECT,
);
export const checkSendQuoteBody = (input: unknown) => checkBodyPaths(sendQuoteBodySchema, input);

/** POST /api/admin/catering/{id}/decline: the owner's message, 1-1000 characters after trimming. */
export const declineBodySchema = objectOf(
  {
    message: v.pipe(
      v.string(DECLINE_MESSAGE_INVALID),
      v.trim(),
      v.minLength(1, DECLINE_MESSAGE_INVALID),
      v.maxLength(DECLINE_MESSAGE_MAX, DECLINE_MESSAGE_INVALID),
    ),
  },
  NOT_AN_OBJECT,
);
export const checkDeclineBody = (input: unknown) => checkBodyPaths(declineBodySchema, input);
