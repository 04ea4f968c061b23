/*
 * The shop's own settings the owner must fill in (sales tax, the kitchen its labels name) and
 * whether the outbox is getting its messages out.
 */
import { OVERDUE_MINUTES, type SetupCheck, type SetupFacts } from './setup-check';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The owner's rates are confirmed (each place saved by her at /admin/tax: the seeded whole-state
 * place says 'Check this rate' until then), or Stripe Tax works the tax out. Tax off is a failing
 * check too: no order carries tax until it is on.
 */
export function taxCheck({ collects, stripeTax, places, unconfirmed }: SetupFacts['tax']): SetupCheck {
  if (!collects) {
    return {
      id: 'tax',
      ok: false,
      detail: 'Sales tax is off: no order carries tax. Turn it on at /admin/tax once you are registered to collect it.',
    };
  }
  if (stripeTax) return { id: 'tax', ok: true, detail: 'Stripe Tax works out the sales tax (STRIPE_TAX_ENABLED).' };
  if (places === 0) return { id: 'tax', ok: false, detail: "No tax places: add the kitchen's at /admin/tax." };
  if (unconfirmed.length > 0) {
    return {
      id: 'tax',
      ok: false,
      detail: `Check and save the rates of ${unconfirmed.join(', ')} at /admin/tax: not confirmed yet.`,
    };
  }
  return { id: 'tax', ok: true, detail: `Your rates are confirmed for ${count(places, 'place')}.` };
}

/** The kitchen's name, address and licence number, as its pack labels print them. */
export function kitchenCheck({ kitchenName, kitchenAddress, kitchenLicence }: SetupFacts['kitchen']): SetupCheck {
  const missing = [
    ...(kitchenName.trim() ? [] : ['name']),
    ...(kitchenAddress.trim() ? [] : ['address']),
    ...(kitchenLicence?.trim() ? [] : ['licence number']),
  ];
  if (missing.length === 0) {
    return { id: 'kitchen', ok: true, detail: `${kitchenName}, ${kitchenAddress}, licence ${kitchenLicence}.` };
  }
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return {
    id: 'kitchen',
    ok: false,
    detail: `Fill in the kitchen's ${list} in Labels at /admin/kitchen.`,
  };
}

/** Nothing given up and nothing stuck: every message the shop queued is getting out. */
export function outboxCheck({ waiting, overdue, givenUp }: SetupFacts['outbox']): SetupCheck {
  const stuck = overdue > 0 ? ` (${overdue} for over ${OVERDUE_MINUTES} minutes)` : '';
  return {
    id: 'outbox',
    ok: overdue === 0 && givenUp === 0,
    detail: `${count(waiting, 'message')} waiting to be sent${stuck}; ${count(givenUp, 'message')} given up.`,
  };
}
