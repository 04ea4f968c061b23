/*
 * Finds the parts of a free-text US address that locate it: the ZIP code and, failing that, the
 * service city and its state. Customers type addresses in every shape, so this reads tokens
 * rather than expecting one format.
 */
import { SERVICE_CITIES, type MetroState } from './service-area';

/** 5 digits, optionally ZIP+4, not glued to other digits or to a hyphenated run. */
const ZIP_TOKEN = /(?<![\d-])(\d{5})(?:-\d{4})?(?![\d-])/g;

/**
 * The ZIP code written in an address, or null. The last candidate wins because a US address ends
 * with its ZIP; a 5-digit number that opens the address is a house number ('12345 Metcalf Ave'),
 * unless it is all there is.
 */
export function findZip(address: string): string | null {
  let zip: string | null = null;
  for (const match of address.matchAll(ZIP_TOKEN)) {
    const isLeading = address.slice(0, match.index).trim() === '';
    const hasMore = address.slice(match.index + match[0].length).trim() !== '';
    if (isLeading && hasMore) continue;
    zip = match[1] ?? null;
  }
  return zip;
}

const US_STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP'
  ).split(' '),
);
const FULL_STATE_NAMES: Readonly<Record<string, MetroState>> = { kansas: 'KS', missouri: 'MO' };

/**
 * A state written right after the city ('Olathe, KS 66061', 'Kansas City Missouri'), any US state.
 * It must end the address or precede a comma or the ZIP, so words such as 'in' are not read as states.
 */
const STATE_AFTER_CITY = /^[\s,.]*([a-z]{2}|kansas|missouri)(?![a-z])(?=[\s.]*(?:$|[,\d]))/i;
/** A metro state anywhere later in the address ('Kansas City, 5th floor, MO'). */
const METRO_STATE_LATER = /(?<![a-z])(ks|mo|kansas|missouri)(?![a-z])/i;

function stateCode(token: string): string {
  return FULL_STATE_NAMES[token.toLowerCase()] ?? token.toUpperCase();
}

function isMetroState(code: string): code is MetroState {
  return code === 'KS' || code === 'MO';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole words only, so 'Mission' never matches inside 'Missionary'; any spacing between words. */
const CITY_PATTERNS = SERVICE_CITIES.map((city) => ({
  city,
  pattern: new RegExp(`(?<![a-z])${city.name.split(/\s+/).map(escapeRegExp).join('\\s+')}(?![a-z])`, 'gi'),
}));

interface CityMatch {
  readonly city: (typeof SERVICE_CITIES)[number];
  readonly start: number;
  readonly end: number;
}

export interface CityInAddress {
  readonly name: string;
  readonly state: MetroState;
}

/**
 * The service city an address names, with its state, or null.
 *
 * Where names overlap the longest wins ('Shawnee Mission' over 'Shawnee' and 'Mission'). Of the
 * remaining names the last wins, because a US address gives the street first and the city after
 * it ('6000 Shawnee Mission Pkwy, Merriam'). The state comes from the address when it names one;
 * a city followed by a state outside the metro ('Mission, TX') is a namesake elsewhere, so null.
 */
export function findServiceCity(address: string): CityInAddress | null {
  const matches: CityMatch[] = CITY_PATTERNS.flatMap(({ city, pattern }) =>
    Array.from(address.matchAll(pattern), (m) => ({
      city,
      start: m.index,
      end: m.index + m[0].length,
    })),
  );
  const standalone = matches.filter(
    (m) =>
      !matches.some(
        (other) =>
          other !== m && other.end - other.start > m.end - m.start && other.start < m.end && m.start < other.end,
      ),
  );
  const chosen = standalone.sort((a, b) => a.start - b.start).at(-1);
  if (!chosen) return null;

  const rest = address.slice(chosen.end);
  const [defaultState] = chosen.city.states;
  const written = STATE_AFTER_CITY.exec(rest)?.[1];
  const code = written === undefined ? undefined : stateCode(written);
  if (code !== undefined && US_STATE_CODES.has(code) && !isMetroState(code)) return null;

  const later = METRO_STATE_LATER.exec(rest)?.[1];
  const named = code !== undefined && isMetroState(code) ? code : later && stateCode(later);
  const state = named && isMetroState(named) && chosen.city.states.includes(named) ? named : defaultState;
  return { name: chosen.city.name, state };
}
