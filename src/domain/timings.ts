/**
 * The timings (docs/behaviour/rules.md#timings) in one place, so every screen and the server use the same numbers.
 * All values are milliseconds.
 */
export const TIMINGS = {
  /** A toast closes by itself after this long. */
  toastMs: 5000,
  /** The 'Added to cart!' toast stays this long... */
  addedToCartToastMs: 4000,
  /** ...and takes this long to leave. */
  toastExitMs: 300,
  /** A toast with a list to read (what 'Order again' left out) stays this long. */
  longToastMs: 10_000,
  /** The sign-in card shakes this long after a failed attempt. */
  loginShakeMs: 600,
  /** Who is signed in is re-checked this often. */
  userRefetchMs: 30_000,
  /** The confirmation page's confetti lasts this long... */
  confettiMs: 3000,
  /** ...with a burst this often... */
  confettiTickMs: 250,
  /** A password-reset link works for this long. */
  resetLinkMs: 60 * 60 * 1000,
  /** An email-verification link works for this long. */
  verifyLinkMs: 24 * 60 * 60 * 1000,
  /** The rate-this-order popup is offered for this long after the order. */
  recentOrderMs: 24 * 60 * 60 * 1000,
} as const;

/** ...and at most this many particles per burst, fewer as time runs out. */
export const CONFETTI_MAX_PARTICLES = 50;

/**
 * Particles for a confetti burst `elapsedMs` into the animation: the full 50 at the start, tapering
 * linearly to none when the 3 seconds are up.
 */
export function confettiParticles(elapsedMs: number): number {
  const remaining = Math.max(0, TIMINGS.confettiMs - elapsedMs);
  return Math.round(CONFETTI_MAX_PARTICLES * (remaining / TIMINGS.confettiMs));
}

/** Whether a stored recent order (its ISO createdAt) is still young enough to ask for a rating. */
export function isRecentOrderFresh(createdAt: string, now: Date): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= 0 && age < TIMINGS.recentOrderMs;
}
