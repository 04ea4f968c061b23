/*
 * A standing order as its customer and the owner see it (issue 49): the API's answers
 * (../api/standing-answers.ts) made from what is stored. Pure: the server reads the rows.
 */
import type * as v from 'valibot';
import type { standingOrderAnswer } from '../api/standing-answers';
import type { Weekday } from '../fulfilment/schedule';
import { shopTime, windowLabel } from '../fulfilment/window-label';
import { formatUsd } from '../money';
import { centsToApiDecimal } from '../order/api-money';
import { shopInstant } from '../fulfilment/schedule';

export type StandingOrderView = v.InferOutput<typeof standingOrderAnswer>;
type RunStatus = StandingOrderView['history'][number]['status'];

const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'] as const;

/** 'Fridays around 5:00 PM'. */
export const usualWindowLabel = (weekday: Weekday, time: string) =>
  `${WEEKDAYS[weekday]} around ${shopTime(shopInstant('2026-01-01', time))}`;

export const frequencyLabel = (mode: 'always' | 'drops') => (mode === 'drops' ? 'Every drop' : 'Every week');

/** A run as the view needs it, with its order's state when it has one. */
export interface RunForView {
  status: RunStatus;
  createdAt: Date;
  updatedAt: Date;
  chargeAt: Date | null;
  payBy: Date | null;
  notes: readonly string[];
  skipReason: string | null;
  failureMessage: string | null;
  order: {
    number: string;
    status: string;
    window: { start: Date; end: Date } | null;
    totalCents: number;
    paid: boolean;
  } | null;
}

/**
 * What a run stands at now: its order's state decides once its charge failed (paid by its link, or
 * cancelled when the link ran out) or it was cancelled by anyone.
 */
export function runStatusNow(run: RunForView): RunStatus {
  if (run.order?.status === 'cancelled') return 'cancelled';
  if (run.order?.paid) return 'paid';
  return run.status;
}

/** One line of history in words. */
export function historyText(run: RunForView): string {
  const status = runStatusNow(run);
  const order = run.order;
  const when = order?.window ? windowLabel(order.window.start, order.window.end) : '';
  switch (status) {
    case 'skipped':
      return `Skipped: ${run.skipReason ?? ''}`.trim();
    case 'placed':
    case 'charging':
      return `Order ${order?.number ?? ''} placed for ${when}`;
    case 'paid':
      return `Order ${order?.number ?? ''} for ${when}: paid ${formatUsd(order?.totalCents ?? 0)}`;
    case 'failed':
      return `Order ${order?.number ?? ''}: the charge failed. ${run.failureMessage ?? ''}`.trim();
    case 'cancelled':
      return `Order ${order?.number ?? ''} for ${when} was cancelled`;
  }
}

/** The cycle's order still to be charged, paid or collected: the newest run's while its window has not ended. */
export function upcomingOf(run: RunForView | undefined, now: Date): StandingOrderView['upcoming'] {
  const order = run?.order;
  if (!run || !order?.window || run.status === 'skipped' || order.window.end.getTime() <= now.getTime()) return null;
  const status = runStatusNow(run);
  if (status === 'cancelled') return null;
  return {
    orderNumber: order.number,
    status,
    window: { start: order.window.start.toISOString(), end: order.window.end.toISOString() },
    windowLabel: windowLabel(order.window.start, order.window.end),
    total: centsToApiDecimal(order.totalCents),
    chargeAt: (run.chargeAt ?? run.createdAt).toISOString(),
    failure:
      status === 'failed' && run.payBy ? { reason: run.failureMessage ?? '', payBy: run.payBy.toISOString() } : null,
    notes: [...run.notes],
  };
}

export const historyOf = (runs: readonly RunForView[]): StandingOrderView['history'] =>
  runs.map((run) => ({ at: run.updatedAt.toISOString(), status: runStatusNow(run), text: historyText(run) }));
