/*
 * When a standing order's run may be claimed for its charge (issue 49): a placed run once its
 * charge time has come; a run already 'charging' only once its claim is stale, that is, the sender
 * that claimed it stopped before it ended (a run lasts 30 s at most). The claim is a short
 * transaction of its own and the gateway is asked after it: a second sender finding the run
 * 'charging' while the first is still asking must leave it, or the two would ask the gateway at
 * once with the one idempotency key (Stripe refuses the second while the first is under way).
 */

/** How long a claim holds a run: far longer than a sender's run. */
export const CHARGE_CLAIM_MINUTES = 2;

export interface ClaimableRun {
  status: string;
  chargeAt: Date | null;
  updatedAt: Date;
}

/** Whether a sender may claim the run at `now`. */
export function chargeClaimable(run: ClaimableRun, now: Date): boolean {
  if (run.status === 'placed') return run.chargeAt !== null && run.chargeAt.getTime() <= now.getTime();
  if (run.status !== 'charging') return false;
  return run.updatedAt.getTime() <= now.getTime() - CHARGE_CLAIM_MINUTES * 60_000;
}
