import { describe, expect, it } from 'vitest';
import { confirmedText, pickupReminderText, readyText, type TextOrder } from '@/domain/sms/order-texts';

const CHURCH = {
  id: 2,
  name: 'Grace Church car park',
  address: '11720 Nall Ave, Overland Park, KS 66211',
  notes: 'Look for the green canopy.',
  private: false,
};
/** KBT-9 for pickup at the church on Sun, Dec 13, 12:00–12:30 PM in Kansas City (CST, UTC-6). */
const ORDER: TextOrder = {
  orderNumber: 'KBT-9',
  orderType: 'pickup',
  customerName: 'Amina Odhiambo',
  totalCents: 3800,
  window: { start: new Date('2026-12-13T18:00:00Z'), end: new Date('2026-12-13T18:30:00Z') },
  spot: CHURCH,
};

describe("the customer's texts name a pickup's spot (issue 50)", () => {
  it('when it is confirmed, at its reminder, and when it is ready (with how to find it)', () => {
    expect(confirmedText(ORDER, 'https://kb.example/t').text).toContain(
      'is confirmed for pickup at Grace Church car park, 11720 Nall Ave, Overland Park, KS 66211 for Sun, Dec 13',
    );
    expect(
      pickupReminderText({ ...ORDER, window: ORDER.window ?? { start: new Date(), end: new Date() } }).text,
    ).toContain('at 12:00–12:30 PM at Grace Church car park, 11720 Nall Ave');
    expect(readyText(ORDER).text).toBe(
      'Kenyan Bites: order KBT-9 is ready for pickup at Grace Church car park, 11720 Nall Ave, Overland Park, KS 66211. ' +
        'Look for the green canopy. Reply STOP to opt out.',
    );
  });

  it('say nothing of a spot a delivery does not have', () => {
    expect(readyText({ ...ORDER, orderType: 'delivery', spot: null }).text).toBe(
      'Kenyan Bites: order KBT-9 is on its way to you. Reply STOP to opt out.',
    );
  });
});
