/* The owner's defaults for a new catering quote (GET/PUT /api/admin/catering/terms; issue 48). */
import type { CateringTermsBody } from '@/domain/catering/catering-terms-body';
import { database } from '../db';
import {
  type CateringTermsDefaults,
  readCateringTerms,
  saveCateringTerms,
} from '../repositories/fulfilment-repository';

export const cateringTerms = (): Promise<CateringTermsDefaults> => readCateringTerms(database());

/** Saves them whole; a quote already saved keeps the terms it was saved with. Answers them as kept. */
export async function saveOwnersCateringTerms(terms: CateringTermsBody): Promise<CateringTermsDefaults> {
  await saveCateringTerms(database(), terms);
  return cateringTerms();
}
