import { checkKitchenProfile, type KitchenProfile } from '@/domain/schemas/kitchen-profile';
import { database, type Db } from '../db';
import { HttpError } from '../http/http-error';
import { readKitchenProfile, saveKitchenProfile } from '../repositories/settings-repository';

/** The seed row of business_settings is the only place these live: without it nothing can be labelled. */
const missingRow = () => new Error('business_settings has no row: the kitchen profile cannot be read or saved');

/** The kitchen as its labels name it (GET /api/admin/kitchen-profile, and each kitchen day's labels). */
export async function kitchenProfile(db: Db = database()): Promise<KitchenProfile> {
  const profile = await readKitchenProfile(db);
  if (!profile) throw missingRow();
  return profile;
}

/**
 * The body of PUT checked as a whole: a refusal is a 400 with the first problem as `message` and
 * each field's first in `fields`, so the form shows each beside its field and nothing is saved.
 */
export function parseKitchenProfile(body: unknown): KitchenProfile {
  const checked = checkKitchenProfile(body);
  if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
  return checked.value;
}

/** PUT /api/admin/kitchen-profile: the owner sets the labels' kitchen; answers it as saved. */
export async function updateKitchenProfile(profile: KitchenProfile, changedBy: string): Promise<KitchenProfile> {
  const saved = await saveKitchenProfile(database(), profile, changedBy);
  if (!saved) throw missingRow();
  return saved;
}
