/*
 * A customer's catering request (issue 48; docs/behaviour/rules.md#catering): checked against the
 * menu (the dishes and their fewest pieces, never a price or a name from the browser), the owner's
 * notice and the kitchen's open days on the shop's clock, and for a delivery the storefront's
 * address check; then stored with its page's token and its messages in one transaction.
 */
import { cateringLineProblems, type CateringRequestBody } from '@/domain/catering/catering-request';
import { eventDateRefusal } from '@/domain/catering/event-date';
import { deliveryTo } from '@/domain/checkout-pricing';
import { OUTSIDE_DELIVERY_AREA } from '@/domain/schemas/checkout-contact';
import { alertRecipients } from '../alerts/new-order-alerts';
import { database, withTransaction } from '../db';
import { refuseFields } from '../http/http-error';
import { insertCateringRequest } from '../repositories/catering-requests-repository';
import { getSchedule, getScheduleNotes } from '../repositories/fulfilment-repository';
import { listMenuProducts } from '../repositories/products-repository';
import { listTaxPlaces } from '../repositories/tax-repository';
import { createCateringRequestLink } from '../catering-states/catering-request-link';
import { queueCateringRequestMessages } from './catering-request-alerts';

/** Each field's problem that needs the shop's own data (the dishes, the date, the address), and each dish's name. */
async function checkWithShop(
  body: CateringRequestBody,
  now: Date,
): Promise<{ problems: Record<string, string>; names: Map<number, string> }> {
  const db = database();
  const [dishes, schedule, notes, places] = await Promise.all([
    listMenuProducts(db),
    getSchedule(db),
    getScheduleNotes(db),
    listTaxPlaces(db),
  ]);
  const problems: Record<string, string> = {};
  const refusal = eventDateRefusal(body.eventAt, { leadDays: notes.cateringLeadDays, schedule }, now);
  if (refusal) problems['eventAt'] = refusal;
  if (body.orderType === 'delivery' && deliveryTo(body.address, places).kind !== 'in-area') {
    problems['address'] = OUTSIDE_DELIVERY_AREA;
  }
  return {
    problems: { ...problems, ...cateringLineProblems(body.items, dishes) },
    names: new Map(dishes.map((dish) => [dish.id, dish.name])),
  };
}

/**
 * POST /api/catering-requests: stores the request ('requested') and queues the customer's e-mail
 * and the owner's alerts with it; answers its reference. 400 naming each field at fault.
 */
export async function submitCateringRequest(
  body: CateringRequestBody,
  now = new Date(),
): Promise<{ reference: string }> {
  const { problems, names } = await checkWithShop(body, now);
  if (Object.keys(problems).length > 0) refuseFields(problems);
  const recipients = await alertRecipients(database());
  return withTransaction(async (tx) => {
    const stored = await insertCateringRequest(tx, {
      eventAt: body.eventAt,
      orderType: body.orderType,
      address: body.address,
      headcount: body.headcount,
      items: body.items.map((item) => ({ ...item, name: names.get(item.productId) ?? '' })),
      note: body.note,
      name: body.name,
      email: body.email,
      phone: body.phone,
    });
    const pageUrl = await createCateringRequestLink(tx, stored.id, stored.eventAt);
    await queueCateringRequestMessages(tx, stored, pageUrl, recipients);
    return { reference: stored.reference };
  });
}
