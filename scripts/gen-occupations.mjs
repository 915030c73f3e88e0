#!/usr/bin/env node
// Regenerates src/memory/recall/bridges/occupations.data.ts from the Unicode CLDR emoji annotations
// (`cldr-annotations-full`, dev dependency): the words ten languages use for the people with a role (🧑‍🏫 teacher,
// Lehrerin, insegnante, 教師, 교사…). Recall's role frames (occupationFrames.ts) read a question that names the asker
// by one of them ("als Krankenschwester…", "come insegnante…") and reach the memory of the user's own occupation.
// Run after upgrading the package: `node scripts/gen-occupations.mjs`.
//
// Which emojis: ROLES below, the people CLDR draws at work; their gendered forms (👩‍🏫, 👨‍🏫, 👮‍♀) count as the
// role (🧑‍🏫, 👮). Which keywords, in every language the same rules, from the data:
//  - CLDR's slashed and bracketed forms are read as the words they stand for ("Lehrer(in)": Lehrer, Lehrerin;
//    "Arzt/Ärztin"; "cuisinier (tous genres)": cuisinier);
//  - a keyword annotating more than MAX_ROLES roles is a word of work or of gender, not of one role ("worker",
//    "lavoro", "métier", "woman", 男性), and so is a keyword holding such a word ("woman teacher", 女性の医者);
//  - a keyword that also annotates a person with no role (👧, 👨, 🧑…) is a word of people ("garota", "maschio");
//  - a keyword that is a word of the CLDR name of an emoji other than the people at work, or of a Latin or Cyrillic
//    keyword phrase of one ("microfono da studio"), names a thing or a place ("fire", "star", "scuola", "studio",
//    "cucina", 工厂), not the person;
//  - a Latin or Cyrillic keyword has at most two words of at least three letters, none a function word of its language
//    (the stopword package's lists); a CJK keyword is two to six characters with no space.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTION_WORDS, LANGUAGES } from './gen-concept-annotations.mjs';

export const MAX_ROLES = 2;
/** The people with a role: health worker, student, teacher, judge, farmer, cook, mechanic, factory and office worker,
 * scientist, technologist, singer, artist, pilot, astronaut, firefighter, police officer, detective, guard, builder. */
export const ROLES = [
  '🧑‍⚕',
  '🧑‍🎓',
  '🧑‍🏫',
  '🧑‍⚖',
  '🧑‍🌾',
  '🧑‍🍳',
  '🧑‍🔧',
  '🧑‍🏭',
  '🧑‍💼',
  '🧑‍🔬',
  '🧑‍💻',
  '🧑‍🎤',
  '🧑‍🎨',
  '🧑‍✈',
  '🧑‍🚀',
  '🧑‍🚒',
  '👮',
  '🕵',
  '💂',
  '👷',
];
/** People with no role: boy, girl, man, woman, person, child, older people, baby, blond person (each as its role base). */
const PEOPLE = ['👦', '👧', '👨', '👩', '🧑', '🧒', '👴', '👵', '🧓', '👶', '👱'];

const require = createRequire(import.meta.url);
const annotationsDir = join(dirname(require.resolve('cldr-annotations-full/package.json')), 'annotations');

/** An emoji's role: without variation selectors, skin tones and gender signs, a woman or a man at work as the person (👩‍🏫 is 🧑‍🏫). */
export const roleOf = (emoji) =>
  emoji
    .replace(/\ufe0e|\ufe0f|[\u{1f3fb}-\u{1f3ff}]/gu, '')
    .replace(/\u200d[\u2640\u2642]$/u, '')
    .replace(/^[\u{1f468}\u{1f469}](?=\u200d)/u, '\u{1f9d1}');

/** The words a CLDR keyword stands for: "lehrer(in)" is lehrer and lehrerin, "arzt/ärztin" both, "x (tous genres)" x. */
export function wordsOf(keyword) {
  const plain = keyword.replace(/\s+\([^)]*\)/gu, '').trim();
  const out = [];
  for (const part of plain.split('/')) {
    if (part === '' || part.startsWith('-')) continue;
    const m = /^(.*?)\((\p{L}+)\)$/u.exec(part);
    if (m) out.push(m[1], `${m[1]}${m[2]}`);
    else out.push(part);
  }
  return out.map((w) => w.trim()).filter((w) => w !== '');
}

const CJK = new Set(['zh', 'ja', 'ko']);

/** Whether a keyword is a word recall can look up in its language (see the header). */
function wellFormed(language, keyword) {
  const functionWords = FUNCTION_WORDS[language] ?? [];
  if (CJK.has(language))
    return (
      !/[\s\p{Script=Latin}\p{N}]/u.test(keyword) &&
      [...keyword].length >= 2 &&
      [...keyword].length <= 6 &&
      !functionWords.includes(keyword)
    );
  const script = language === 'ru' ? /^[\p{Script=Cyrillic} -]+$/u : /^[\p{Script=Latin}' -]+$/u;
  if (!script.test(keyword)) return false;
  const words = keyword.split(/[\s-]+/);
  return words.length <= 2 && words.every((w) => [...w].length >= 3 && !functionWords.includes(w));
}

/** Each keyword of a language (as the words it stands for) with the roles it annotates, and the names of the other emojis. */
function keywordRoles(language) {
  const file = join(annotationsDir, language, 'annotations.json');
  const table = JSON.parse(readFileSync(file, 'utf8')).annotations.annotations;
  const roles = new Map();
  const names = [];
  const ofPeople = new Set();
  for (const [emoji, entry] of Object.entries(table)) {
    const role = roleOf(emoji);
    if (!ROLES.includes(role)) {
      for (const name of entry.tts ?? []) names.push(` ${name.normalize('NFC').toLowerCase().replace(/[:,]/g, ' ')} `);
      // …and so does a word of a Latin or Cyrillic keyword phrase of such an emoji ("microfono da studio").
      if (!CJK.has(language))
        for (const phrase of entry.default ?? []) if (/\s/u.test(phrase.trim())) names.push(` ${phrase.normalize('NFC').toLowerCase()} `);
      if (PEOPLE.includes(role))
        for (const raw of entry.default ?? []) for (const word of wordsOf(raw.normalize('NFC').toLowerCase().trim())) ofPeople.add(word);
      continue;
    }
    for (const raw of [...(entry.default ?? []), ...(entry.tts ?? [])])
      for (const word of wordsOf(raw.normalize('NFC').toLowerCase().trim())) {
        const set = roles.get(word) ?? new Set();
        set.add(role);
        roles.set(word, set);
      }
  }
  return { roles, names, ofPeople };
}

/** A language's words for each role. */
export function roleWords(language) {
  const { roles, names, ofPeople } = keywordRoles(language);
  const namesThing = (word) => names.some((name) => (CJK.has(language) ? name.includes(word) : name.includes(` ${word} `)));
  // Words of work or gender: they annotate more roles than one person has.
  const broad = [...roles].filter(([, set]) => set.size > MAX_ROLES).map(([word]) => word);
  const holdsBroad = (word) =>
    CJK.has(language) ? broad.some((b) => word.includes(b)) : word.split(/[\s-]+/).some((w) => broad.includes(w));
  const byRole = new Map(ROLES.map((r) => [r, []]));
  for (const [word, set] of roles) {
    if (set.size > MAX_ROLES || holdsBroad(word) || !wellFormed(language, word) || namesThing(word) || ofPeople.has(word)) continue;
    for (const role of set) byRole.get(role).push(word);
  }
  for (const list of byRole.values()) list.sort();
  return byRole;
}

/** The data file's text: one line a role, `emoji|en words|zh words|…` with words separated by `/`. */
export function generate() {
  const words = Object.fromEntries(LANGUAGES.map((l) => [l, roleWords(l)]));
  const lines = ROLES.map((role) => [role, ...LANGUAGES.map((l) => words[l].get(role).join('/'))].join('|'));
  return `// Generated by scripts/gen-occupations.mjs from cldr-annotations-full; do not edit (a test fails when stale).
// The people with a role (teacher, cook, health worker…) and the words ten languages use for them, from the Unicode
// CLDR emoji annotations. One line a role: its emoji, then the words of ${LANGUAGES.join(', ')}, each list separated
// by "/". occupationFrames.ts decides when a question names the asker by one.

export const OCCUPATION_LANGUAGES = [${LANGUAGES.map((l) => `'${l}'`).join(', ')}] as const;

export const OCCUPATIONS = \`
${lines.join('\n')}
\`;
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'memory', 'recall', 'bridges', 'occupations.data.ts');
  writeFileSync(out, generate());
  console.log(`wrote ${out}: ${ROLES.length} roles`);
}
