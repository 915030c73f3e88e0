#!/usr/bin/env node
// Regenerates src/memory/recall/bridges/placeNames.data.ts from the runtime's ICU (CLDR) display names, through
// Intl.DisplayNames, and from CLDR's time-zone cities (cldr-dates-full, dev dependency): the names of countries and
// regions, languages, currencies and cities in the ten languages recall reads, so that "冰岛", "Islande" and a memory
// tagged "Iceland" meet as one place (placeNameBridge.ts decides when a match counts). Node's full ICU carries CLDR's
// display names. Run after upgrading Node or the package: `node scripts/gen-place-names.mjs` (the header records the
// ICU and CLDR versions used).
//
// Which concepts, in every language the same rules:
//  - a region: every canonical two-letter code Intl names (groupings such as the EU, the UN or the eurozone, and
//    deprecated codes such as SU or DD, left out), with, in
//    Korean and Japanese, the language name without its suffix when the language's likely region is that region
//    (한국어 → 한국 beside 대한민국; 韓国語 → 韓国);
//  - a language: the ten, and the likely language of every region (und-KR → ko);
//  - a currency: every current ISO 4217 code, by its full name ("Swiss Franc", "瑞士法郎");
//  - a currency unit: the head noun of a currency's name ("franc" of "Swiss Franc", "Franken" of "Schweizer Franken",
//    "法郎" of "瑞士法郎" after its region), one concept for all currencies whose English head noun is the same;
//  - a city: the exemplar city of every time zone (Taipei, 多伦多, Zürich), unless the form names a country;
// Which forms: a Latin or Cyrillic form of at least four letters (three-letter names are words of other things:
// "won", "Ido"); a Chinese, Japanese or Korean form of at least two characters (never one Han character alone: 韩
// is a piece of 韩语, 韩国, 韩元 and names none of them by itself); a form two concepts share is dropped from both.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANGUAGES = ['en', 'zh', 'ja', 'ko', 'de', 'fr', 'es', 'pt', 'ru', 'it'];
const GROUPINGS = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AQ']);
const HEAD_LAST = new Set(['en', 'de', 'ru', 'ko', 'ja']);
const CJK = new Set(['zh', 'ja', 'ko']);
const LATIN = new Set(['en', 'de', 'fr', 'es', 'pt', 'it']);
const LANGUAGE_SUFFIX = { ko: '어', ja: '語' };

const names = (type) => Object.fromEntries(LANGUAGES.map((l) => [l, new Intl.DisplayNames([l], { type, fallback: 'none' })]));
const region = names('region');
const language = names('language');
const currency = names('currency');

const letters = (form) => [...form.replace(/[\s\-']/gu, '')].length;
/** Whether a form may stand for its concept (see the header). */
const usable = (l, form) => form !== undefined && (CJK.has(l) ? letters(form) >= 2 : letters(form) >= 4);

/** Concept id → language → forms. */
const concepts = new Map();
const add = (id, l, form) => {
  if (form === undefined) return;
  const clean = form.normalize('NFC').trim();
  if (!usable(l, clean)) return;
  const byLanguage = concepts.get(id) ?? new Map(LANGUAGES.map((x) => [x, new Set()]));
  byLanguage.get(l).add(l === 'zh' || l === 'ja' || l === 'ko' ? clean : clean.toLowerCase());
  concepts.set(id, byLanguage);
};

// A deprecated code is named as the region it became (SU as Russia, DD as Germany, FX as France): its names would be
// shared with the region's own and dropped from both (below), so only the canonical code is read.
const canonicalRegion = (code) => new Intl.Locale(`und-${code}`).region === code;
const A = 'A'.charCodeAt(0);
const regions = [];
for (let i = 0; i < 26; i++)
  for (let j = 0; j < 26; j++) {
    const code = String.fromCharCode(A + i, A + j);
    if (GROUPINGS.has(code) || region.en.of(code) === undefined || !canonicalRegion(code)) continue;
    regions.push(code);
    for (const l of LANGUAGES) add(`r:${code}`, l, region[l].of(code));
  }

const likelyRegion = (lang) => new Intl.Locale(lang).maximize().region;
const languageCodes = new Set(LANGUAGES);
for (const code of regions) {
  const lang = new Intl.Locale(`und-${code}`).maximize().language;
  if (lang !== 'und') languageCodes.add(lang);
}
for (const code of [...languageCodes].sort()) {
  if (language.en.of(code) === undefined) continue;
  for (const l of LANGUAGES) {
    const name = language[l].of(code);
    add(`l:${code}`, l, name);
    const suffix = LANGUAGE_SUFFIX[l];
    if (suffix !== undefined && name?.endsWith(suffix) && regions.includes(likelyRegion(code)))
      add(`r:${likelyRegion(code)}`, l, name.slice(0, -suffix.length));
  }
}

/** A name without its parenthesised part ("CFA franc (BEAC)"). */
const bare = (name) => name.replace(/\s*[(（][^)）]*[)）]/gu, '').trim();

/** The head noun of a currency's name in a language ("franc" of "Swiss Franc"), or undefined. */
function headNoun(l, name, code) {
  if (l === 'zh') {
    const place = region.zh.of(code.slice(0, 2));
    return place !== undefined && name.startsWith(place) && name !== place ? name.slice(place.length) : undefined;
  }
  const words = name.split(/\s+/u);
  if (words.length < 2) return undefined;
  return HEAD_LAST.has(l) ? words[words.length - 1] : words[0];
}
/** Currencies by the English head noun of their name. */
const units = new Map();
for (const code of Intl.supportedValuesOf('currency')) {
  const en = currency.en.of(code);
  if (en === undefined || en === code) continue;
  const unit = headNoun('en', bare(en), code)?.toLowerCase();
  if (unit !== undefined) units.set(unit, [...(units.get(unit) ?? []), code]);
  for (const l of LANGUAGES) {
    const name = currency[l].of(code);
    if (name !== undefined && name !== code) add(`c:${code}`, l, bare(name));
  }
}
// A unit's noun in a language: the word most of its currencies' names share ("франк" of "швейцарский франк" and
// "франк Руанды"), or the head noun of its one currency's name.
for (const [unit, codes] of units)
  for (const l of LANGUAGES) {
    const named = codes.map((code) => [code, currency[l].of(code)]).filter(([code, n]) => n !== undefined && n !== code);
    if (named.length === 0) continue;
    if (named.length === 1 || CJK.has(l)) {
      for (const [code, n] of named) add(`u:${unit}`, l, headNoun(l, bare(n), code));
      continue;
    }
    // Ties go to the word standing where the language puts a head noun ("korean" and "won" are in both won names).
    const counts = new Map();
    for (const [code, n] of named) {
      for (const w of new Set(bare(n).toLowerCase().split(/\s+/u))) counts.set(w, (counts.get(w) ?? 0) + 10);
      const head = headNoun(l, bare(n), code)?.toLowerCase();
      if (head !== undefined) counts.set(head, (counts.get(head) ?? 0) + 1);
    }
    const [word, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (count >= 20) add(`u:${unit}`, l, word);
  }

// Cities: the exemplar city of every time zone in CLDR's time-zone names (cldr-dates-full, dev dependency; English
// takes the zone's own name, "Asia/Taipei" → "Taipei", where CLDR writes none, and a Latin-script language the English
// form where CLDR writes none: German "Toronto", French "Berlin" are the English names CLDR leaves out), except a form
// that already names a country or region (Singapore, Kuwait, Monaco are the country).
const require = createRequire(import.meta.url);
const taken = new Set(
  [...concepts.values()].flatMap((byLanguage) => [...byLanguage].flatMap(([l, forms]) => [...forms].map((f) => `${l}:${f}`))),
);
const zonesOf = (l) => require(`cldr-dates-full/main/${l}/timeZoneNames.json`).main[l].dates.timeZoneNames.zone;
const zoneNames = Object.fromEntries(LANGUAGES.map((l) => [l, zonesOf(l)]));
const zones = new Set(
  LANGUAGES.flatMap((l) =>
    Object.entries(zoneNames[l]).flatMap(([area, cities]) =>
      // A group of zones (America/Argentina/…, America/Indiana/…) is no city.
      Object.entries(cities)
        .filter(([, entry]) => entry._type === 'zone')
        .map(([c]) => `${area}/${c}`),
    ),
  ),
);
for (const zone of [...zones].sort()) {
  const [area, city] = zone.split('/');
  if (area === 'Etc' || area === 'Antarctica' || city === undefined) continue;
  {
    const english = zoneNames.en[area]?.[city]?.exemplarCity ?? city.replace(/_/gu, ' ');
    for (const l of LANGUAGES) {
      const name = zoneNames[l][area]?.[city]?.exemplarCity ?? (LATIN.has(l) ? english : undefined);
      const form = name?.normalize('NFC').trim();
      if (form === undefined || taken.has(`${l}:${CJK.has(l) ? form : form.toLowerCase()}`)) continue;
      add(`t:${area}/${city}`, l, form);
    }
  }
}

// A form two concepts share names neither ("Guinea" stands in three names, a unit's noun in a region's name).
const owners = new Map();
for (const [id, byLanguage] of concepts)
  for (const [l, forms] of byLanguage) for (const f of forms) owners.set(`${l}:${f}`, [...(owners.get(`${l}:${f}`) ?? []), id]);
for (const [id, byLanguage] of concepts)
  for (const [l, forms] of byLanguage)
    for (const f of [...forms]) if (owners.get(`${l}:${f}`).length > 1 && !id.startsWith('c:')) forms.delete(f);
// A currency's full name that another concept also holds is kept only where no other holds it.
for (const [id, byLanguage] of concepts)
  if (id.startsWith('c:'))
    for (const [l, forms] of byLanguage) for (const f of [...forms]) if (owners.get(`${l}:${f}`).length > 1) forms.delete(f);

/** A language's forms as written: "=" when they are the English ones (a Latin-script language naming a city as English does). */
function column(byLanguage, l) {
  const forms = [...byLanguage.get(l)].join('/');
  return l !== 'en' && forms !== '' && forms === [...byLanguage.get('en')].join('/') ? '=' : forms;
}

/** Concepts named in at least two languages (a concept of one language bridges nothing). */
const lines = [...concepts]
  .filter(([, byLanguage]) => [...byLanguage.values()].filter((f) => f.size > 0).length >= 2)
  .map(([id, byLanguage]) => [id, ...LANGUAGES.map((l) => column(byLanguage, l))].join('|'));

// The table is written in three files of one kind of concept each (a file of ~950 lines is hard to review), and an index
// that joins them in this order: the order is the concept numbering the place bridge uses.
const PARTS = [
  ['placeNames.regions.data.ts', 'REGION_NAMES', 'Countries and regions (r:)', /^r:/],
  [
    'placeNames.languagesAndMoney.data.ts',
    'LANGUAGE_AND_MONEY_NAMES',
    'Languages (l:), currencies (c:) and currency units (u:)',
    /^[lcu]:/,
  ],
  ['placeNames.cities.data.ts', 'CITY_NAMES', 'Cities (t:, by time zone)', /^t:/],
];
const HEADER = `// Generated by scripts/gen-place-names.mjs from the CLDR display names of ICU ${process.versions.icu} (CLDR ${process.versions.cldr}) and
// cldr-dates-full's exemplar cities; do not edit.`;
const FORMAT = `// One line a concept: its id, then the forms of ${LANGUAGES.join(', ')}, each list separated by "/" ("=": the English
// forms); Latin and Cyrillic forms in lower case. placeNameBridge.ts decides when a match counts.`;

/** Each file of the table, by name: the index (placeNames.data.ts) and its parts. */
export function generate() {
  const files = new Map();
  for (const [name, constant, kind, id] of PARTS)
    files.set(
      name,
      `${HEADER}
// ${kind} named in ten languages, joined with the other kinds in placeNames.data.ts.
${FORMAT}

export const ${constant} = \`
${lines.filter((line) => id.test(line)).join('\n')}
\`;
`,
    );
  const covered = lines.filter((line) => PARTS.some(([, , , id]) => id.test(line))).length;
  if (covered !== lines.length) throw new Error(`${lines.length - covered} concepts of no kind`);
  files.set(
    'placeNames.data.ts',
    `${HEADER}
// Countries and regions, languages, currencies, currency units and cities named in ten languages, one file a kind.
${FORMAT}
${PARTS.map(([name, constant]) => `import { ${constant} } from './${name.replace(/\.ts$/, '')}';`).join('\n')}

export const PLACE_NAME_LANGUAGES = ${JSON.stringify(LANGUAGES)} as const;

/** Every concept, one line each; a blank line between the kinds. */
export const PLACE_NAMES = [${PARTS.map(([, constant]) => constant).join(', ')}].join('');
`,
  );
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'memory', 'recall', 'bridges');
  for (const [name, text] of generate()) writeFileSync(join(dir, name), text);
  console.log(`${lines.length} concepts → ${dir}/placeNames*.data.ts`);
}
