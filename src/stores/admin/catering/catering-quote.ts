import { atom } from 'nanostores';
import * as cateringApi from '@/domain/api/catering';
import { type Answer, type Body, urlOf } from '@/domain/api';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { showToast } from '@/stores/shell/toasts';
import { reloadCateringRequests } from './catering-requests';

/*
 * The owner's quote of a catering request on /admin/catering (issue 48): one request with its
 * quote's versions (GET /api/admin/catering/{id}), its draft saved and priced, sending it (with the
 * day's limits she may go past), declining the request, and her defaults for a new quote.
 */
export type CateringDetail = Answer<typeof cateringApi.detail>;
export type CateringQuote = CateringDetail['quotes'][number];
export type SavedQuote = Answer<typeof cateringApi.saveQuote>;
export type QuoteBody = Body<typeof cateringApi.saveQuote>;
export type CateringTerms = Answer<typeof cateringApi.terms>;
export type CateringTermsBody = Body<typeof cateringApi.saveTerms>;
type Problems = Partial<Record<string, string>>;

export const QUOTE_FAILED = 'Something went wrong. Please try again.';

/**
 * The card whose heading takes the focus once the list drawn again shows it in this state (after a
 * quote is sent or a request declined: the card moves to its new group).
 */
export const $focusCateringCard = atom<{ id: number; status: CateringDetail['request']['status'] } | null>(null);

/** GET /api/admin/catering/{id}: the request and its quote, or the words of the failure. */
export async function loadCateringDetail(
  id: number,
): Promise<{ ok: true; detail: CateringDetail } | { ok: false; message: string }> {
  try {
    return { ok: true, detail: await callApi(cateringApi.detail, { params: { id }, noCache: true }) };
  } catch (error) {
    return refusedChange(error, QUOTE_FAILED);
  }
}

export type Refused = { ok: false; message: string; fields: Problems };

/** PUT /api/admin/catering/{id}/quote: the draft as priced, or the refusal with its problems by field. */
export async function saveQuoteDraft(id: number, body: QuoteBody): Promise<{ ok: true; quote: SavedQuote } | Refused> {
  try {
    return { ok: true, quote: await callApi(cateringApi.saveQuote, { params: { id }, body }) };
  } catch (error) {
    return { ...refusedChange(error, QUOTE_FAILED), fields: refusedFields(error) };
  }
}

/** What sending answered: sent, the day's limits it passes (she may send it anyway), or a refusal. */
export type SendResult =
  | { ok: true; detail: CateringDetail }
  | { ok: false; message: string; fields: Problems; limitWarnings: string[] };

/** The warnings of a 409 that sending anyway goes past; none for any other refusal. */
function limitWarningsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 409 || error.details['overridable'] !== true) return [];
  const warnings = error.details['limitWarnings'];
  return Array.isArray(warnings) ? warnings.filter((warning): warning is string => typeof warning === 'string') : [];
}

/** After a step that moves the request: the list again (its group changes), the card focused, a toast. */
function stepped(detail: CateringDetail, title: string, description: string): void {
  $focusCateringCard.set({ id: detail.request.id, status: detail.request.status });
  reloadCateringRequests();
  showToast({ title, description });
}

/** POST /api/admin/catering/{id}/send: `overrideLimits` sends it although it passes the day's limit. */
export async function sendQuote(id: number, overrideLimits: boolean): Promise<SendResult> {
  let detail: CateringDetail;
  try {
    detail = await callApi(cateringApi.send, { params: { id }, body: { overrideLimits } });
  } catch (error) {
    return {
      ...refusedChange(error, QUOTE_FAILED),
      fields: refusedFields(error),
      limitWarnings: limitWarningsOf(error),
    };
  }
  stepped(detail, 'Quote Sent', `${detail.request.reference}'s quote is on its way to ${detail.request.name}.`);
  return { ok: true, detail };
}

/** POST /api/admin/catering/{id}/decline with the owner's message to the customer. */
export async function declineRequest(id: number, message: string): Promise<{ ok: true } | Refused> {
  let detail: CateringDetail;
  try {
    detail = await callApi(cateringApi.decline, { params: { id }, body: { message } });
  } catch (error) {
    return { ...refusedChange(error, QUOTE_FAILED), fields: refusedFields(error) };
  }
  stepped(detail, 'Request Declined', `${detail.request.name} is told by e-mail, with your message.`);
  return { ok: true };
}

const TERMS_KEY = urlOf(cateringApi.terms);

/** The owner's defaults for a new quote. */
export const $cateringTerms = createFetcherStore<CateringTerms>(TERMS_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(cateringApi.terms, true),
  dedupeTime: 0,
});

export const reloadCateringTerms = (): void => revalidateKeys(TERMS_KEY);

/** PUT /api/admin/catering/terms: saves the defaults whole; the refusal's words by field otherwise. */
export async function saveCateringTerms(body: CateringTermsBody): Promise<{ ok: true } | Refused> {
  let saved: CateringTerms;
  try {
    saved = await callApi(cateringApi.saveTerms, { body });
  } catch (error) {
    return { ...refusedChange(error, QUOTE_FAILED), fields: refusedFields(error) };
  }
  mutateCache(TERMS_KEY, saved);
  showToast({ title: 'Defaults Saved', description: 'New quotes take these from now on.' });
  return { ok: true };
}

/** POST /api/admin/catering/{id}/cancel with the refund the owner chose (its terms' unless she changed it). */
export async function cancelEvent(id: number, refund: string): Promise<{ ok: true } | Refused> {
  let detail: CateringDetail;
  try {
    detail = await callApi(cateringApi.cancelEvent, { params: { id }, body: { refund } });
  } catch (error) {
    return { ...refusedChange(error, QUOTE_FAILED), fields: refusedFields(error) };
  }
  stepped(detail, 'Event Cancelled', `${detail.request.name} is told by e-mail, with what comes back to the card.`);
  return { ok: true };
}
