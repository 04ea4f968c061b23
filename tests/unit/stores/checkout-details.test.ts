import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $contactDetails, $deliveryCheck, updateContactDetails } from '@/stores/checkout/checkout-details';

const check = {
  address: '123 Main St, Overland Park, KS 66212',
  zone: 'Local 0-10',
  feeCents: 350,
  distanceMiles: 1.9,
};

beforeAll(() => useTestStorageEngine());

beforeEach(() => {
  cleanTestStorage();
  $contactDetails.set({ name: '', phone: '', email: '', address: '' });
  $deliveryCheck.set(null);
});

describe('updateContactDetails', () => {
  it('merges the change and keeps the details in storage for the next visit', () => {
    updateContactDetails({ name: 'Wanjiru Kamau' });
    updateContactDetails({ phone: '913-555-0142', email: 'wanjiru@example.com' });

    const expected = { name: 'Wanjiru Kamau', phone: '913-555-0142', email: 'wanjiru@example.com', address: '' };
    expect($contactDetails.get()).toEqual(expected);
    expect(JSON.parse(getTestStorage()['contactDetails'] ?? 'null')).toEqual(expected);
  });

  it('a new address clears the delivery check made for the old one', () => {
    updateContactDetails({ address: check.address });
    $deliveryCheck.set(check);
    updateContactDetails({ address: '123 Main St, Overland Park, KS 66213' });
    expect($deliveryCheck.get()).toBeNull();
    expect(getTestStorage()['deliveryCheck']).toBe('null');
  });

  it('the same address, or a change to another field, keeps the check', () => {
    updateContactDetails({ address: check.address });
    $deliveryCheck.set(check);
    updateContactDetails({ address: check.address });
    updateContactDetails({ name: 'Otieno' });
    expect($deliveryCheck.get()).toEqual(check);
  });
});
