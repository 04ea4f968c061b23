/**
 * A delivery address as one line of text: the address as typed, whichever shape the order kept it
 * in (older orders kept a plain string); null when there is none. Tickets, the CSV export and the
 * tracking page show it so.
 */
export function deliveryAddressText(address: string | { fullAddress: string } | null): string | null {
  if (address === null) return null;
  return typeof address === 'string' ? address : address.fullAddress;
}
