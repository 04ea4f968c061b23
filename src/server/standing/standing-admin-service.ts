/*
 * The owner's changes to standing orders (issue 49; docs/behaviour/rules.md#standing-orders): her
 * settings, and her pause, resume or end of one, told to its customer with her message and a new
 * link to it, in the change's own transaction. A paused one is the owner's until she resumes it (the
 * customer cannot); one the customer paused is hers to resume; an ended one takes no change.
 */
import { type OwnerAction, ownerActionMail, ownerActionText } from '@/domain/standing/standing-messages';
import { STANDING_CANCELLED, type StandingSettings } from '@/domain/standing/standing-order-body';
import { database, withTransaction } from '../db';
import { conflict, notFound } from '../http/http-error';
import { readStandingSettings, saveStandingSettings } from '../repositories/standing-settings-repository';
import {
  findStandingOrder,
  lockStandingOrder,
  type StandingChange,
  type StoredStandingOrder,
  updateStandingOrder,
} from '../repositories/standing-orders-repository';
import { STANDING_NOT_FOUND } from './standing-access';
import { cancelPlaced, type Changer, changeableRun } from './standing-change-service';
import { type AdminStandingOrderView, adminStandingRow } from './standing-admin-list';
import { createStandingLink } from './standing-links';
import { tellStanding } from './standing-tell';

export const OWNER_PAUSE_NOT_ACTIVE = 'Only an active standing order can be paused.';
export const OWNER_RESUME_NOT_PAUSED = 'This standing order is not paused.';
export const OWNER_RESUME_HERS = 'The customer paused this standing order herself, so only she can start it again.';

/** What the action writes, or 409 when it makes no sense for the standing order as it is. */
function changeOf(stored: StoredStandingOrder, action: OwnerAction, message: string): StandingChange {
  if (stored.status === 'cancelled') throw conflict(STANDING_CANCELLED);
  switch (action) {
    case 'pause':
      if (stored.status !== 'active') throw conflict(OWNER_PAUSE_NOT_ACTIVE);
      return { status: 'paused', pausedBy: 'owner', ownerMessage: message || null };
    case 'resume':
      if (stored.status !== 'paused') throw conflict(OWNER_RESUME_NOT_PAUSED);
      if (stored.pausedBy !== 'owner') throw conflict(OWNER_RESUME_HERS);
      return { status: 'active', pausedBy: null, ownerMessage: null };
    case 'end':
      return { status: 'cancelled', pausedBy: null, skipNext: false, ownerMessage: message || null };
  }
}

/**
 * POST /api/admin/standing-orders/{id}/{pause|resume|end} {message}: the change and her message,
 * queued once per action and moment; answers the owner's row as it now is. Ending one cancels
 * this drop's order too while it is placed and not yet charged.
 */
export async function actOnStandingOrder(
  id: number,
  action: OwnerAction,
  message: string,
  owner: Changer,
  now = new Date(),
): Promise<AdminStandingOrderView> {
  // Ended, it stops as her own cancelling does: this drop's order, not yet charged, is cancelled too.
  const placed = action === 'end' ? await changeableRun(database(), id, now) : null;
  await withTransaction(async (tx) => {
    const stored = await lockStandingOrder(tx, id);
    if (!stored) throw notFound(STANDING_NOT_FOUND);
    await updateStandingOrder(tx, id, changeOf(stored, action, message));
    if (placed) await cancelPlaced(tx, placed, owner, now);
    await tellStanding(tx, stored, {
      kind: `standing-owner-${action}`,
      dedupeKey: `standing-owner-${action}:${id}:${now.getTime()}`,
      orderId: null,
      url: await createStandingLink(tx, id, now),
      write: (url) => ({
        mail: ownerActionMail(stored.customerName, action, message, url),
        text: ownerActionText(action, message, url),
      }),
    });
  });
  const saved = await findStandingOrder(database(), id);
  if (!saved) throw notFound(STANDING_NOT_FOUND);
  return adminStandingRow(database(), saved);
}

/** PUT /api/admin/standing-orders/settings: saved whole; answers them as stored. */
export async function saveStandingSettingsForOwner(settings: StandingSettings): Promise<StandingSettings> {
  const db = database();
  await saveStandingSettings(db, settings);
  return readStandingSettings(db);
}
