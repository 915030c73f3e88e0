import fc from 'fast-check';

// Legitimate numbers as memories hold them, generated: quantities in every language's grouping, prices,
// dates and times in their written forms, versions, ISBNs, IP addresses, ports, percentages, a city's
// coordinates and model numbers. The gates must accept them wherever they stand (generatedCorpora.test.ts).

const group = (n: number, sep: string): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const isbn13 = (body: string): string => {
  const sum = [...body].reduce((a, d, i) => a + Number(d) * (i % 2 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
};
const date = fc.tuple(fc.integer({ min: 1950, max: 2040 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }));

/** Kinds every sample of which is accepted. */
export const ORDINARY_NUMBERS: Readonly<Record<string, fc.Arbitrary<string>>> = {
  'count with commas': fc.integer({ min: 1000, max: 2_000_000_000 }).map((n) => `${group(n, ',')} people`),
  'count with dots': fc.integer({ min: 1000, max: 2_000_000_000 }).map((n) => `${group(n, '.')} Einwohner`),
  'count under a billion': fc.integer({ min: 1, max: 999_999_999 }).map((n) => `${n} requests`),
  price: fc.tuple(fc.nat(999_999), fc.nat(99)).map(([a, b]) => `$${group(a, ',')}.${pad(b)}`),
  'price in euros': fc.tuple(fc.nat(999_999), fc.nat(99)).map(([a, b]) => `${group(a, '.')},${pad(b)} €`),
  year: fc.integer({ min: 1900, max: 2099 }).map((y) => `since ${y}`),
  'ISO date': date.map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`),
  'compact date': date.map(([y, m, d]) => `${y}${pad(m)}${pad(d)}`),
  'day-first date': fc.tuple(date, fc.constantFrom('.', '/', '-')).map(([[y, m, d], s]) => `${pad(d)}${s}${pad(m)}${s}${y}`),
  'date and time': fc.tuple(date, fc.nat(23), fc.nat(59)).map(([[y, m, d], h, mi]) => `${y}-${pad(m)}-${pad(d)} ${pad(h)}:${pad(mi)}`),
  version: fc.tuple(fc.nat(40), fc.nat(99), fc.nat(999)).map(([a, b, c]) => `v${a}.${b}.${c}`),
  ISBN: fc.integer({ min: 0, max: 999_999_999 }).map((n) => `ISBN ${isbn13(`978${pad(n, 9)}`)}`),
  'IPv4 address': fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.')),
  port: fc.integer({ min: 1, max: 65535 }).map((p) => `localhost:${p}`),
  percentage: fc.tuple(fc.nat(100), fc.nat(99)).map(([a, b]) => `${a}.${b} %`),
  'city coordinates': fc
    .tuple(fc.integer({ min: -900_000, max: 900_000 }), fc.integer({ min: -1_800_000, max: 1_800_000 }), fc.constantFrom(', ', ',', ' '))
    .map(([lat, lon, sep]) => `${(lat / 10_000).toFixed(4)}${sep}${(lon / 10_000).toFixed(4)}`),
  'coordinates with hemispheres': fc
    .tuple(
      fc.integer({ min: 0, max: 900_000 }),
      fc.integer({ min: 0, max: 1_800_000 }),
      fc.constantFrom('N', 'S'),
      fc.constantFrom('E', 'W'),
    )
    .map(([lat, lon, ns, ew]) => `${(lat / 10_000).toFixed(4)}°${ns} ${(lon / 10_000).toFixed(4)}°${ew}`),
  'order number': fc.integer({ min: 1, max: 99_999_999 }).map((n) => `order #${n}`),
  'reference number': fc.tuple(fc.integer({ min: 2000, max: 2040 }), fc.integer({ min: 1, max: 99_999 })).map(([y, n]) => `ref ${y}/${n}`),
  model: fc.tuple(fc.constantFrom('XPS', 'RTX', 'iPhone', 'Galaxy S', 'ThinkPad T', 'Model'), fc.nat(9999)).map(([m, n]) => `${m} ${n}`),
};

/**
 * Kinds a checksum or a phone plan sometimes takes for an identifier (a run of ten or more digits, a
 * billion grouped with spaces, an epoch time): accepted nearly always, not always.
 */
export const LONG_NUMBERS: Readonly<Record<string, fc.Arbitrary<string>>> = {
  'count over a billion': fc.integer({ min: 1_000_000_000, max: 1_999_999_999 }).map((n) => `${n} requests`),
  'count with spaces': fc.integer({ min: 1000, max: 2_000_000_000 }).map((n) => `${group(n, ' ')} habitants`),
  'epoch seconds': fc.integer({ min: 1_000_000_000, max: 1_900_000_000 }).map((n) => `epoch ${n}`),
  'epoch milliseconds': fc
    .tuple(fc.integer({ min: 1_000_000_000, max: 1_900_000_000 }), fc.nat(999))
    .map(([s, ms]) => `${s}${pad(ms, 3)} ms`),
};
