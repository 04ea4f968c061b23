/*
 * What a 'geocode' row of the outbox places (its `to_address`): a delivery order's address or a
 * pickup spot's, by id. The row never holds the address: the sender reads it as it stands when it
 * runs, so a changed address is placed anew and no address is copied into the outbox.
 */
export type GeocodeTarget = { kind: 'order'; id: number } | { kind: 'spot'; id: number };

export const targetAddress = (target: GeocodeTarget): string => `${target.kind}:${target.id}`;

/** The target a row names, or null for one that names none (never queued by this code). */
export function parseTarget(to: string): GeocodeTarget | null {
  const match = /^(order|spot):([1-9]\d{0,14})$/.exec(to);
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'order' ? { kind: 'order', id } : { kind: 'spot', id };
}
