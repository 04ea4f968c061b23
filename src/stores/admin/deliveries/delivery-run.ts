import { atom, computed } from 'nanostores';
import { type Answer, type Body, urlOf } from '@/domain/api';
import * as deliveriesApi from '@/domain/api/deliveries';
import type { PaceField } from '@/domain/deliveries/run-body';
import { awaitsEta } from '@/domain/deliveries/run-view';
import { isShopDate } from '@/domain/fulfilment/schedule';
import { kitchenDateFromSearch } from '@/domain/kitchen/kitchen-query';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { showToast } from '@/stores/shell/toasts';

/*
 * The delivery run (/admin/deliveries, issue 50): the chosen shop date, kept in the address
 * (?date=) as the kitchen's is, its run from GET /api/admin/deliveries, and the owner's changes:
 * the stops' order (shown at once, then as the server kept it), her pace, 'Start the run' and
 * 'Delivered'. Not asked again on a timer: a reorder in hand is never redrawn under her finger.
 */
export type DeliveryRun = Answer<typeof deliveriesApi.run>;
export type RunStop = DeliveryRun['stops'][number];
export type PaceBody = Body<typeof deliveriesApi.savePace>;
export type Outcome<Field extends string = string> =
  | { ok: true }
  | { ok: false; message: string; fields: Partial<Record<Field, string>> };

export const RUN_CHANGE_FAILED = 'Something went wrong. Please try again.';

export const runUrl = (date: string): string => urlOf(deliveriesApi.run, undefined, { date });

/** The day shown; empty on the server, where no day is asked for. */
export const $runDate = atom<string>(
  typeof location === 'undefined' ? '' : kitchenDateFromSearch(location.search, new Date()),
);

export const $deliveryRun = createFetcherStore<DeliveryRun>(
  [computed($runDate, (date) => (date ? runUrl(date) : null))],
  { ...fromRoute(deliveriesApi.run, true), dedupeTime: 0 },
);

/** Shows another day (a string that is not a shop date is ignored). */
export function showRunDate(date: string): void {
  if (isShopDate(date)) $runDate.set(date);
}

export const reloadRun = (): void => revalidateKeys(runUrl($runDate.get()));

/** Asks, shows the server's run on success, or the refusal's words (the run asked again). */
async function changeRun(date: string, ask: () => Promise<DeliveryRun>): Promise<Outcome> {
  try {
    mutateCache(runUrl(date), await ask());
    return { ok: true };
  } catch (error) {
    revalidateKeys(runUrl(date));
    return { ...refusedChange(error, RUN_CHANGE_FAILED), fields: refusedFields(error) };
  }
}

/** The order with the stop at `from` moved to `to` (a drag, or Move up / Move down). */
export function movedIds(run: DeliveryRun, from: number, to: number): number[] {
  const ids = run.stops.map((stop) => stop.orderId);
  const [moved] = ids.splice(from, 1);
  if (moved === undefined || to < 0 || to > ids.length) return run.stops.map((stop) => stop.orderId);
  ids.splice(to, 0, moved);
  return ids;
}

/** Moves a stop: shown at once in its new place, then kept (PUT /api/admin/deliveries/order). */
export async function moveStop(run: DeliveryRun, from: number, to: number): Promise<Outcome> {
  const orderIds = movedIds(run, from, to);
  const byId = new Map(run.stops.map((stop) => [stop.orderId, stop]));
  mutateCache(runUrl(run.date), { ...run, stops: orderIds.flatMap((id) => byId.get(id) ?? []) });
  const outcome = await changeRun(run.date, () =>
    callApi(deliveriesApi.saveOrder, { body: { date: run.date, orderIds } }),
  );
  if (!outcome.ok) showToast({ title: 'Order Not Kept', description: outcome.message, variant: 'destructive' });
  return outcome;
}

/** PUT /api/admin/deliveries/pace; the run is asked again for its new times. */
export async function savePace(date: string, body: PaceBody): Promise<Outcome<PaceField>> {
  try {
    await callApi(deliveriesApi.savePace, { body });
  } catch (error) {
    return { ...refusedChange(error, RUN_CHANGE_FAILED), fields: refusedFields<PaceField>(error) };
  }
  revalidateKeys(runUrl(date));
  showToast({ title: 'Pace Saved', description: 'The estimated times follow it from now on.' });
  return { ok: true };
}

const customers = (count: number) => `${count} ${count === 1 ? 'customer' : 'customers'}`;

/** 'Start the run': each customer not told yet is sent their estimated time. */
export async function startRun(date: string): Promise<Outcome> {
  let told = 0;
  const outcome = await changeRun(date, async () => {
    const started = await callApi(deliveriesApi.start, { body: { date } });
    told = started.told;
    return started.run;
  });
  if (outcome.ok) showToast({ title: 'Run Started', description: `${customers(told)} told their estimated time.` });
  return outcome;
}

/** 'Delivered' for a stop: its order is delivered, and its customer told. */
export async function markDelivered(date: string, stop: RunStop): Promise<Outcome> {
  const outcome = await changeRun(date, () =>
    callApi(deliveriesApi.delivered, { body: { date, orderId: stop.orderId } }),
  );
  if (outcome.ok) showToast({ title: 'Delivered', description: `${stop.orderNumber} is marked delivered.` });
  return outcome;
}

/** How many customers 'Start the run' would tell now. */
export const toTell = (run: DeliveryRun): number => run.stops.filter(awaitsEta).length;
