import { persistentJSON } from '@nanostores/persistent';

/** What the customer typed in the cart sheet, kept across reloads so nothing is lost. */
export interface ContactDetails {
  name: string;
  phone: string;
  email: string;
  address: string;
  /** 'Text me order updates' (off unless ticked; details saved before it have none). */
  textUpdates?: boolean;
}

/** The zone found for the typed address ('Check'); cleared whenever the address or order type changes. */
export interface DeliveryCheck {
  address: string;
  zone: string;
  feeCents: number;
  distanceMiles: number;
}

export const $contactDetails = persistentJSON<ContactDetails>('contactDetails', {
  name: '',
  phone: '',
  email: '',
  address: '',
});

export const $deliveryCheck = persistentJSON<DeliveryCheck | null>('deliveryCheck', null);

export function updateContactDetails(patch: Partial<ContactDetails>): void {
  const current = $contactDetails.get();
  $contactDetails.set({ ...current, ...patch });
  // A different address needs a new check: the old zone and fee belong to the old one.
  if (patch.address !== undefined && patch.address !== $deliveryCheck.get()?.address) $deliveryCheck.set(null);
}
