import type { ProfileInput } from '@/domain/schemas/profile';
import { badRequest, unauthorized } from '../http/http-error';
import { forgetLimits } from '../http/rate-limit';
import { deleteAccountAndDetails } from '../repositories/personal-data-repository';
import { updateUserProfile, type UserRecord } from '../repositories/users-repository';
import { database, withTransaction } from '../db';
import { accountLimitKeys } from './limit-keys';

export const EMAIL_CANNOT_CHANGE = 'Your email address cannot be changed.';

/** Updates name and phone. The email is part of the form but is the account's identity: it stays. */
export async function updateProfile(user: UserRecord, profile: ProfileInput): Promise<UserRecord> {
  if (profile.email.toLowerCase() !== user.email.toLowerCase()) throw badRequest(EMAIL_CANNOT_CHANGE);
  const updated = await updateUserProfile(database(), user.id, profile);
  if (!updated) throw unauthorized('Not authenticated');
  return updated;
}

/**
 * Removes the account (its sessions go by cascade), the customer's personal details from its
 * orders, checkouts and ratings, those orders' tracking links and the attempt counters kept about
 * the account; the orders' amounts and lines stay for the business's books.
 */
export async function deleteAccount(user: UserRecord): Promise<void> {
  await withTransaction(async (tx) => {
    await deleteAccountAndDetails(tx, user.id, user.email);
    await forgetLimits(tx, accountLimitKeys(user));
  });
}
