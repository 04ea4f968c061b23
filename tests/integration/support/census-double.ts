import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP test double of the US Census Bureau's geocoder (GET
 * /geocoder/locations/onelineaddress?address=&benchmark=&format=json), answering as the Census
 * does: `{"result": {"input": ..., "addressMatches": [...]}}`, a match for the addresses a test
 * names in `places` (x the longitude, y the latitude) and an empty list for the others; 400 without
 * the address or the benchmark. `failing` makes an address answer 500 that many times first;
 * `whileAsked` runs before an answer (a change made while the geocoder is at work).
 */
export interface CensusDouble {
  url: string;
  /** The addresses asked, in order. */
  asked: string[];
  places: Map<string, { x: number; y: number }>;
  failing: Map<string, number>;
  whileAsked: ((address: string) => Promise<void>) | null;
  close(): Promise<void>;
}

export async function startCensusDouble(): Promise<CensusDouble> {
  const double: CensusDouble = {
    url: '',
    asked: [],
    places: new Map(),
    failing: new Map(),
    whileAsked: null,
    close: async () => {},
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://double');
    const address = url.searchParams.get('address');
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'GET' || url.pathname !== '/geocoder/locations/onelineaddress') return json(404, {});
    if (!address || !url.searchParams.get('benchmark') || url.searchParams.get('format') !== 'json') {
      return json(400, { errors: ['Address and benchmark are required'], status: '400' });
    }
    double.asked.push(address);
    await double.whileAsked?.(address);
    const failures = double.failing.get(address) ?? 0;
    if (failures > 0) {
      double.failing.set(address, failures - 1);
      return json(500, { errors: ['Internal error'], status: '500' });
    }
    const place = double.places.get(address);
    const matches = place
      ? [{ tigerLine: { side: 'L', tigerLineId: '1' }, coordinates: place, matchedAddress: address.toUpperCase() }]
      : [];
    const benchmark = { benchmarkName: 'Public_AR_Current', id: '4', isDefault: false };
    return json(200, { result: { input: { address: { address }, benchmark }, addressMatches: matches } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () => new Promise((resolve) => server.close(() => resolve()));
  return double;
}
