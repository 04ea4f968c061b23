import { checkDiscountCode, type DiscountCodeProblems } from '@/domain/schemas/discount-code';
import type { DiscountCode, DiscountCodePayload } from '@/stores/admin/codes/codes';

export type DiscountKind = 'percent' | 'amount';

/** A code as its form holds it: what the owner types, an empty field meaning none. */
export interface CodeFormValues {
  code: string;
  kind: DiscountKind;
  /** The percent or the dollars off, whichever `kind` says. */
  off: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
}

export type CodeTextField = 'code' | 'off' | 'minSubtotal' | 'startsAt' | 'endsAt' | 'maxUses';
export type CodeFormErrors = Partial<Record<CodeTextField, string>>;

/** The fields in the form's order, to focus the first with a problem. */
export const CODE_FIELDS: readonly CodeTextField[] = ['code', 'off', 'minSubtotal', 'startsAt', 'endsAt', 'maxUses'];

export const emptyCodeForm = (): CodeFormValues => ({
  code: '',
  kind: 'percent',
  off: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  oncePerCustomer: false,
  firstOrderOnly: false,
});

export const formValuesOf = (code: DiscountCode): CodeFormValues => ({
  code: code.code,
  kind: code.percentOff !== null ? 'percent' : 'amount',
  off: code.percentOff !== null ? String(code.percentOff) : (code.amountOff ?? ''),
  minSubtotal: code.minSubtotal ?? '',
  startsAt: code.startsAt ?? '',
  endsAt: code.endsAt ?? '',
  maxUses: code.maxUses === null ? '' : String(code.maxUses),
  oncePerCustomer: code.oncePerCustomer,
  firstOrderOnly: code.firstOrderOnly,
});

/** Dollars as typed, without the '$' or thousands' commas some people add although the field shows neither. */
const typedDollars = (typed: string): string =>
  typed
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');

/** Every field, as the API takes them whole; the kind not chosen is sent empty. */
export const payloadOf = (values: CodeFormValues): DiscountCodePayload => ({
  code: values.code,
  percentOff: values.kind === 'percent' ? values.off.trim().replace(/\s*%$/, '') : '',
  amountOff: values.kind === 'amount' ? typedDollars(values.off) : '',
  minSubtotal: typedDollars(values.minSubtotal),
  startsAt: values.startsAt,
  endsAt: values.endsAt,
  maxUses: values.maxUses,
  oncePerCustomer: values.oncePerCustomer,
  firstOrderOnly: values.firstOrderOnly,
});

/** The API's problems by field, on the form's fields: percent and amount off share one input. */
export const formErrorsOf = ({ percentOff, amountOff, ...rest }: DiscountCodeProblems): CodeFormErrors => {
  const errors: CodeFormErrors = {};
  for (const field of CODE_FIELDS) {
    const problem = field === 'off' ? (percentOff ?? amountOff) : rest[field];
    if (problem !== undefined) errors[field] = problem;
  }
  return errors;
};

/**
 * The form checked by the API's own schema, so each problem shows beside its field in the server's
 * words before anything is sent.
 */
export function checkCodeForm(
  values: CodeFormValues,
): { ok: true; payload: DiscountCodePayload } | { ok: false; errors: CodeFormErrors } {
  const payload = payloadOf(values);
  const checked = checkDiscountCode(payload);
  return checked.ok ? { ok: true, payload } : { ok: false, errors: formErrorsOf(checked.fields) };
}
