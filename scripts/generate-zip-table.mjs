/**
 * Generates src/domain/zip-table.generated.ts from the `zipcodes` dataset (a dev dependency), so the
 * browser can price delivery locally without shipping the 5 MB dataset.
 *
 * Run: `npm run zips` (or `npx node scripts/generate-zip-table.mjs`). Re-run after upgrading
 * `zipcodes` or after changing the base point, the radius or the city list in
 * src/domain/service-area.ts, which this script imports so the two cannot drift apart.
 *
 * What it writes, and why each part is shaped as it is:
 * - NEAR_ZIP_COORDS: exact coordinates (4 decimals) only for ZIPs within the delivery radius; those
 *   are the only ones whose distance decides a fee.
 * - ZIP_BITS: one bit per number 00000-99999 saying whether it is a real US ZIP, 6 bits per
 *   base64url character. It lets a real ZIP far away be told apart from a typo for ~16 KB.
 * - FAR_ZIP3_MILES: for ZIPs beyond the radius, the mean distance of the far ZIPs sharing their
 *   first three digits (rounded up, so always beyond the radius). It is only reported, never priced.
 * - CITY_POINTS: each service city's point, the mean of its ZIPs in the dataset, per state.
 * - NEAR_ZIP3_STATES: the state of each 3-digit prefix that has a ZIP within the radius, so an
 *   address's ZIP names the state that taxes it (a prefix never straddles a state line here; the
 *   script fails if one does).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { haversineMiles, roundMiles } from '../src/domain/geo.ts';
import { DELIVERY_ORIGIN, OUTSIDE_AREA_MILES, SERVICE_CITIES } from '../src/domain/service-area.ts';

const require = createRequire(import.meta.url);
// The US file alone: the package's main entry also merges in Canadian postal prefixes.
const { codes } = require('zipcodes/lib/codes.js');
const { version: datasetVersion } = require('zipcodes/package.json');

const OUTPUT = fileURLToPath(new URL('../src/domain/zip-table.generated.ts', import.meta.url));
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const ZIP_SPACE = 100_000;
const BITS_PER_CHAR = 6;

/**
 * The dataset files some towns' ZIPs under a neighbouring postal name (it has no 'Merriam' at all).
 * These are the ZIPs USPS assigns to those towns, used only when the dataset has none by name.
 */
const CITY_ZIP_FALLBACKS = { 'Merriam|KS': ['66202', '66203'] };

const round4 = (n) => Math.round(n * 1e4) / 1e4;

function usZipEntries() {
  return Object.values(codes)
    .filter(
      (entry) =>
        entry.country === 'US' &&
        /^\d{5}$/.test(entry.zip) &&
        Number.isFinite(entry.latitude) &&
        Number.isFinite(entry.longitude),
    )
    .map((entry) => ({
      zip: entry.zip,
      city: String(entry.city),
      state: String(entry.state),
      point: { lat: entry.latitude, lon: entry.longitude },
      miles: haversineMiles(DELIVERY_ORIGIN, { lat: entry.latitude, lon: entry.longitude }),
    }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
}

/** Same rounding as the runtime, so a ZIP is "near" exactly when the runtime would price it. */
const isNear = (entry) => roundMiles(entry.miles) <= OUTSIDE_AREA_MILES;

function encodeBits(entries) {
  const chars = new Uint8Array(Math.ceil(ZIP_SPACE / BITS_PER_CHAR));
  for (const { zip } of entries) {
    const n = Number(zip);
    chars[Math.floor(n / BITS_PER_CHAR)] |= 1 << (n % BITS_PER_CHAR);
  }
  return Array.from(chars, (value) => BASE64URL[value]).join('');
}

function farPrefixMiles(entries) {
  const sums = new Array(1000).fill(0);
  const counts = new Array(1000).fill(0);
  for (const entry of entries) {
    if (isNear(entry)) continue;
    const prefix = Number(entry.zip.slice(0, 3));
    sums[prefix] += entry.miles;
    counts[prefix] += 1;
  }
  return sums.map((sum, i) => (counts[i] === 0 ? 0 : Math.ceil(sum / counts[i])));
}

function cityPoints(entries) {
  const byZip = new Map(entries.map((entry) => [entry.zip, entry]));
  const points = [];
  for (const city of SERVICE_CITIES) {
    for (const state of city.states) {
      let matches = entries.filter(
        (entry) => entry.state === state && entry.city.toLowerCase() === city.name.toLowerCase(),
      );
      if (matches.length === 0) {
        const fallback = CITY_ZIP_FALLBACKS[`${city.name}|${state}`] ?? [];
        matches = fallback.map((zip) => byZip.get(zip)).filter(Boolean);
      }
      if (matches.length === 0) {
        throw new Error(`No ZIPs for ${city.name}, ${state}: add a fallback to CITY_ZIP_FALLBACKS.`);
      }
      const lat = matches.reduce((sum, entry) => sum + entry.point.lat, 0) / matches.length;
      const lon = matches.reduce((sum, entry) => sum + entry.point.lon, 0) / matches.length;
      points.push({ name: city.name, state, lat: round4(lat), lon: round4(lon) });
    }
  }
  return points;
}

function nearPrefixStates(near) {
  const states = new Map();
  for (const entry of near) {
    const prefix = entry.zip.slice(0, 3);
    const known = states.get(prefix);
    if (known !== undefined && known !== entry.state) {
      throw new Error(`ZIP prefix ${prefix} is in ${known} and ${entry.state}: list its ZIPs one by one.`);
    }
    states.set(prefix, entry.state);
  }
  return [...states].sort(([a], [b]) => a.localeCompare(b));
}

function render({ near, bits, farMiles, cities, prefixStates, total }) {
  const triples = near.map((e) => `${e.zip},${round4(e.point.lat)},${round4(e.point.lon)}`);
  const rows = [];
  for (let i = 0; i < triples.length; i += 8) rows.push(`  ${triples.slice(i, i + 8).join(',')},`);
  const farRows = [];
  for (let i = 0; i < farMiles.length; i += 50) {
    farRows.push(`  ${farMiles.slice(i, i + 50).join(',')},`);
  }
  const prefixRows = [];
  for (let i = 0; i < prefixStates.length; i += 10) {
    prefixRows.push(
      `  ${prefixStates
        .slice(i, i + 10)
        .map(([prefix, state]) => `'${prefix}': '${state}'`)
        .join(', ')},`,
    );
  }
  const cityRows = cities.map((c) => `  { name: '${c.name}', state: '${c.state}', lat: ${c.lat}, lon: ${c.lon} },`);
  return `/*
 * GENERATED FILE - DO NOT EDIT.
 * Written by scripts/generate-zip-table.mjs from the \`zipcodes\` package v${datasetVersion}
 * (${total} US ZIPs; Canadian entries excluded). Regenerate with \`npm run zips\`.
 * Read through src/domain/zip-lookup.ts, which documents the encodings. The prettier-ignore
 * comments keep the arrays packed; reformatted, they would make the file about a tenth larger.
 */
import type { MetroState } from './service-area';

/** [zip, lat, lon] triples, sorted by zip: every US ZIP within ${OUTSIDE_AREA_MILES} miles of the base point. */
// prettier-ignore
export const NEAR_ZIP_COORDS: readonly number[] = [
${rows.join('\n')}
];

/** Real US ZIPs as a bitset over 00000-99999: ZIP n is bit n % 6 of base64url character n / 6. */
// prettier-ignore
export const ZIP_BITS =
  '${bits}';

/** Mean miles from the base point of the far ZIPs per 3-digit prefix (index = prefix; 0 = none). */
// prettier-ignore
export const FAR_ZIP3_MILES: readonly number[] = [
${farRows.join('\n')}
];

/** Each service city's point: the mean of its ZIPs in the dataset. */
// prettier-ignore
export const CITY_POINTS: readonly {
  readonly name: string;
  readonly state: MetroState;
  readonly lat: number;
  readonly lon: number;
}[] = [
${cityRows.join('\n')}
];

/** The state of each 3-digit ZIP prefix with a ZIP within ${OUTSIDE_AREA_MILES} miles of the base point. */
// prettier-ignore
export const NEAR_ZIP3_STATES: Readonly<Record<string, string>> = {
${prefixRows.join('\n')}
};
`;
}

const entries = usZipEntries();
const near = entries.filter(isNear);
const source = render({
  near,
  bits: encodeBits(entries),
  farMiles: farPrefixMiles(entries),
  cities: cityPoints(entries),
  prefixStates: nearPrefixStates(near),
  total: entries.length,
});
mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, source);

const raw = Buffer.byteLength(source);
const gzip = gzipSync(source, { level: 9 }).length;
console.log(
  `Wrote ${relative(process.cwd(), OUTPUT)}: ${entries.length} US ZIPs, ${near.length} within ` +
    `${OUTSIDE_AREA_MILES} miles; ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip.`,
);
