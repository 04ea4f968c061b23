import * as discountsApi from '@/domain/api/discounts';
import { type Answer, type Body, urlOf } from '@/domain/api';
import type { DiscountCodeProblems } from '@/domain/schemas/discount-code';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { showToast } from '@/stores/shell/toasts';

/*
 * The owner's discount codes (/admin/codes): every code from GET /api/admin/discount-codes, and
 * the changes to them. After each change the list is asked again, so its uses are the server's.
 */
export type DiscountCode = Answer<typeof discountsApi.list>[number];
export type DiscountCodePayload = Body<typeof discountsApi.create>;

const CODES_KEY = urlOf(discountsApi.list);

export const $discountCodes = createFetcherStore<DiscountCode[]>(CODES_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(discountsApi.list, true),
  dedupeTime: 0,
});

/** Asks for every code again (the page's Try Again). */
export const reloadDiscountCodes = (): void => revalidateKeys(CODES_KEY);

export const CODE_CHANGE_FAILED = 'Something went wrong. Please try again.';

export type CodeSaveResult =
  | { ok: true; code: DiscountCode }
  /** `message`: the server's words (or CODE_CHANGE_FAILED); `fields`: its 400's problems by field. */
  | { ok: false; message: string; fields: DiscountCodeProblems };

/** Adds a code (`id` null) or saves every term of one; the refusal's words otherwise. */
export async function saveDiscountCode(id: number | null, payload: DiscountCodePayload): Promise<CodeSaveResult> {
  let code: DiscountCode;
  try {
    code =
      id === null
        ? await callApi(discountsApi.create, { body: payload })
        : await callApi(discountsApi.update, { params: { id }, body: payload });
  } catch (error) {
    return { ...refusedChange(error, CODE_CHANGE_FAILED), fields: refusedFields(error) };
  }
  reloadDiscountCodes();
  showToast({ title: id === null ? 'Code Added' : 'Code Saved', description: `${code.code} is saved.` });
  return { ok: true, code };
}

/** Deletes a code; false when the server refused (its words are shown in a toast). */
export async function deleteDiscountCode(code: DiscountCode): Promise<boolean> {
  try {
    await callApi(discountsApi.remove, { params: { id: code.id } });
  } catch (error) {
    const { message } = refusedChange(error, CODE_CHANGE_FAILED);
    showToast({ title: 'Not Deleted', description: message, variant: 'destructive' });
    return false;
  }
  reloadDiscountCodes();
  showToast({ title: 'Code Deleted', description: `${code.code} no longer works at checkout.` });
  return true;
}
