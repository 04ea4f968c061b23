/*
 * What the /catering page reads (issue 48): the dishes it offers (every dish not archived; one sold
 * out today may be cooked for a later event), the owner's notice and the kitchen's days.
 */
import { database } from '../db';
import { getSchedule, getScheduleNotes } from '../repositories/fulfilment-repository';
import { listMenuProducts } from '../repositories/products-repository';

export async function cateringFormData() {
  const db = database();
  const [dishes, schedule, notes] = await Promise.all([listMenuProducts(db), getSchedule(db), getScheduleNotes(db)]);
  return { dishes, schedule, leadDays: notes.cateringLeadDays };
}
