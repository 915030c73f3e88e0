import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { agreement, concepts, generate, joins, MIN_AGREEMENT, preciseKeywords } from '../../../../scripts/gen-concept-annotations.mjs';
import { ANNOTATION_CONCEPTS, ANNOTATION_LANGUAGES } from './annotationConcepts.data';
import { openConceptsIn } from './annotationLookup';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// The open-class bridge (conceptBridgeOpen.ts) and its data (annotationConcepts.data.ts), generated from the CLDR
// emoji annotations: the committed file is what the script writes; every join the data holds follows the rule (two
// words join when their emoji sets nearly agree) and every pair of concepts whose sets disagree stays apart; a
// personal question naming a thing in one language reaches the one English memory of it, and nothing else does.

type Language = (typeof ANNOTATION_LANGUAGES)[number];
const ALL_LATIN = new Set<Language>(['en', 'de', 'fr', 'es', 'pt', 'it']);
const LINES = ANNOTATION_CONCEPTS.split('\n').filter((l) => l.length > 0);
const ROWS = LINES.map((line, index) => {
  const [emojis = '', ...columns] = line.split('|');
  const forms = Object.fromEntries(ANNOTATION_LANGUAGES.map((l, i) => [l, (columns[i] ?? '').split('/').filter((f) => f !== '')]));
  return { index, emojis: new Set(emojis.split(' ')), forms: forms as Record<Language, string[]> };
});
const latinOf = (language: Language) => (ALL_LATIN.has(language) ? new Set([language]) : new Set<Language>());
const finds = (language: Language, form: string) => openConceptsIn(form, latinOf(language));
/** The forms of a concept recall finds as naming it in their language. */
const findable = (row: (typeof ROWS)[number], language: Language) => row.forms[language].filter((f) => finds(language, f).has(row.index));

describe('the generated everyday concepts', () => {
  it('Given the CLDR annotations installed, when the script generates the data, then each file is the committed one (run node scripts/gen-concept-annotations.mjs)', () => {
    const files = generate();
    expect([...files.keys()]).toContain('annotationConcepts.data.ts');
    for (const [name, text] of files) expect(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8'), name).toBe(text);
  }, 60_000);

  it('Given every concept kept, when each form is checked against the rule, then its emoji set agrees with the concept’s or its language names the concept by it', () => {
    const precise = Object.fromEntries(ANNOTATION_LANGUAGES.map((l) => [l, preciseKeywords(l)]));
    const generated = concepts();
    expect(generated.length).toBe(ROWS.length);
    for (const concept of generated) {
      const set = new Set(concept.emojis.split(' '));
      for (const form of concept.forms.en ?? []) expect([...(precise.en?.get(form) ?? [])].sort()).toEqual([...set].sort());
      for (const language of ANNOTATION_LANGUAGES.slice(1))
        for (const form of concept.forms[language] ?? [])
          expect(joins(language, form, set, precise[language]?.get(form) ?? new Set()), `${language} ${form}`).toBe(true);
    }
  }, 60_000);

  it('Given every concept kept, when its English name and its Chinese and Japanese names are read, then they name the same concept', () => {
    for (const row of ROWS) {
      expect(findable(row, 'en').length, row.forms.en.join('/')).toBeGreaterThan(0);
      for (const language of ['zh', 'ja', 'ko', 'ru', 'de'] as const)
        if (row.forms[language].length > 0)
          expect(findable(row, language).length, `${language}: ${row.forms[language].join('/')}`).toBeGreaterThan(0);
    }
  });

  it('Given pairs of different concepts, when their emoji sets disagree, then a name of one never names the other', () => {
    let pairs = 0;
    for (const a of ROWS)
      for (const b of ROWS.filter((_, i) => (i * 7 + a.index) % 23 === 0)) {
        if (a === b || agreement(a.emojis, b.emojis) >= MIN_AGREEMENT) continue;
        for (const language of ['en', 'zh', 'ko', 'ru'] as const)
          for (const form of b.forms[language].filter((f) => !a.forms[language].includes(f))) {
            // A form of b that is also written by a concept near a (same emojis) may name both; the rule is about b alone.
            const named = [...finds(language, form).keys()];
            if (named.every((c) => agreement(ROWS[c]?.emojis ?? new Set(), a.emojis) < MIN_AGREEMENT)) pairs++;
            else continue;
            expect(named, `${language} ${form}`).not.toContain(a.index);
          }
      }
    expect(pairs).toBeGreaterThan(1000);
  });

  it('Given coffee, tea and their Chinese names, then coffee joins 咖啡, but neither tea nor 茶 joins coffee or 咖啡', () => {
    const concept = (language: Language, word: string) => [...finds(language, word).keys()];
    const coffee = concept('en', 'coffee');
    expect(coffee.length).toBeGreaterThan(0);
    expect(concept('zh', '咖啡').some((c) => coffee.includes(c))).toBe(true);
    expect(concept('en', 'tea').some((c) => coffee.includes(c) || concept('zh', '咖啡').includes(c))).toBe(false);
    expect(concept('zh', '茶').some((c) => coffee.includes(c))).toBe(false);
  });
});

let clock = 0;
const memory = (type: MemoryType, text: string, tags: string[], subject: string) =>
  memoryFrom(
    rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null }),
    `2025-07-01T00:00:${String(clock++ % 60).padStart(2, '0')}.000Z`,
  );

const FILLER = [
  ['stable_user_context', 'User works as a backend engineer at a freight startup.', ['job', 'backend'], 'job'],
  ['project_context', 'User maintains an open-source log parser written in Rust.', ['Rust', 'parser'], 'log parser'],
] as const;
const filler = () => FILLER.map(([type, text, tags, subject]) => memory(type, text, [...tags], subject));

/** The one memory of a thing, in English, naming it in its tags and subject. */
const thing = (word: string) =>
  memory('user_preference', `User cares a lot about the ${word} and mentions it often.`, [word, 'Quillon'], word);

/** Whether the memory gate keeps a memory of the word ("the atm" reads as a passing errand, which it drops). */
function kept(word: string): boolean {
  try {
    thing(word);
    return true;
  } catch {
    return false;
  }
}

/** A personal question around one word, per language. */
const PERSONAL = {
  zh: (w: string) => `我的${w}最近有问题，我该怎么办`,
  ja: (w: string) => `私の${w}のことで相談したい`,
  ko: (w: string) => `제 ${w} 때문에 고민이에요, 어떻게 할까요`,
  ru: (w: string) => `что мне делать с ${w}?`,
} as const;

const sample = ROWS.filter((_, i) => i % 9 === 0).flatMap((row) =>
  (Object.keys(PERSONAL) as (keyof typeof PERSONAL)[]).flatMap((language) => {
    const form = findable(row, language)[0];
    const english = findable(row, 'en')[0];
    if (form === undefined || english === undefined || !kept(english)) return [];
    return [{ english, language, form, question: PERSONAL[language](form) }];
  }),
);

describe('the open-class bridge', () => {
  it.each(sample)('Given one English memory of "$english", when the user asks "$question" ($language), then it is recalled', (row) => {
    const store = [thing(row.english), ...filler()];
    const picked = selectRelevantMemories(store, row.question).map((s) => s.stableKey);
    expect(picked).toContain(store[0]?.stableKey);
    expect(selectFromIndex(buildRecallIndex(store), row.question).map((s) => s.stableKey)).toEqual(picked);
  });

  it.each(sample.filter((_, i) => i % 3 === 0))(
    'Given English memories of other things, when the user asks "$question" ($language), then none of them is bridged',
    (row) => {
      const asked = finds(row.language, row.form);
      const others = ROWS.filter(
        (r) => !asked.has(r.index) && [...asked.keys()].every((c) => agreement(ROWS[c]?.emojis ?? new Set(), r.emojis) < MIN_AGREEMENT),
      )
        .map((r) => findable(r, 'en')[0])
        .filter((w): w is string => w !== undefined && !finds('en', w).has([...asked.keys()][0] ?? -1))
        .filter((w, i) => (i + row.form.length * 7) % 40 === 0 && kept(w));
      const store = [...others.map(thing), ...filler()];
      expect(selectRelevantMemories(store, row.question)).toEqual([]);
    },
  );

  it('Given two memories naming coffee, when the user asks about 咖啡, then the open bridge takes neither', () => {
    const coffee = thing('coffee');
    const store = [
      coffee,
      memory('recurring_constraint', 'User drinks no caffeine after 14:00.', ['caffeine', 'sleep'], 'caffeine'),
      ...filler(),
    ];
    expect(selectRelevantMemories(store, '我的咖啡最近有问题')).toEqual([]);
    // Asked as the user's own plan, the drinks area's one rule may come (areaBridge.ts), never the coffee named twice.
    expect(selectRelevantMemories(store, '我的咖啡最近有问题，我该怎么办').map((m) => m.stableKey)).not.toContain(coffee.stableKey);
  });

  it('Given a memory naming coffee only in passing in its text, when the user asks about 咖啡, then it is not bridged', () => {
    const store = [
      memory('user_preference', 'User writes in the café downstairs over a coffee.', ['writing', 'novel'], 'writing'),
      ...filler(),
    ];
    expect(selectRelevantMemories(store, '我的咖啡最近有问题，我该怎么办')).toEqual([]);
  });

  it.each([
    {
      // a memory naming coffee only in its text mentions it in passing
      word: 'coffee',
      other: memory('user_preference', 'User writes in the café downstairs over a coffee.', ['writing', 'novel'], 'writing'),
      asked: '咖啡',
    },
    {
      // 天体観測 (stargazing) joins the telescope in CLDR; the English memory names the concept by its own words
      word: 'telescope',
      other: memory('user_preference', 'ユーザーは冬の星座を子どもたちに見せるのが好き。', ['天体観測', '星座'], 'winter stars'),
      asked: '望远镜',
    },
  ])(
    'Given one memory about $word and another naming it in passing or in a looser word, when the user asks about $asked, then the one about it is bridged',
    ({ word, other, asked }) => {
      const store = [thing(word), other, ...filler()];
      expect(selectRelevantMemories(store, `我的${asked}最近有问题，我该怎么办`).map((s) => s.stableKey)).toEqual([store[0]?.stableKey]);
    },
  );

  it('Given a memory whose topic names a thing only as a modifier (winter constellations), when the user asks about 冬天, then it is not bridged', () => {
    const store = [
      memory('user_preference', 'User loves the winter constellations, Orion above all.', ['astronomy'], 'winter constellations'),
      ...filler(),
    ];
    expect(selectRelevantMemories(store, '我的狗冬天要穿衣服吗')).toEqual([]);
  });

  it('Given one memory tagged table, when a Spanish question says "mes" (month, whose stem is that of mesa), then it is not bridged', () => {
    const store = [memory('workflow_preference', 'User wants weekly plans shown as a table.', ['table'], 'table'), ...filler()];
    expect(selectRelevantMemories(store, '¿qué hago yo con la luna cada mes?')).toEqual([]);
  });

  it('Given one memory of coffee, when a world question names 咖啡, then it is not bridged', () => {
    const store = [thing('coffee'), ...filler()];
    expect(selectRelevantMemories(store, '咖啡最早是在哪个国家被发现的？')).toEqual([]);
  });

  it('Given one English memory of a thing, when an English question names it by another English keyword, then the bridge does not join them', () => {
    const pair = ROWS.map((row) => findable(row, 'en')).find((forms) => forms.length >= 2 && forms.every((f) => !f.includes(' ')));
    expect(pair).toBeDefined();
    const [first = '', second = ''] = pair ?? [];
    const store = [thing(first), ...filler()];
    expect(selectRelevantMemories(store, `what should i do about my ${second}?`).map((s) => s.stableKey)).not.toContain(
      store[0]?.stableKey,
    );
  });
});

/** A personal question naming coffee, in the languages whose coffee is no Chinese word. */
const OWN_COFFEE = [
  ['ja', '私のコーヒーのことで相談したい', 'コーヒー'],
  ['ko', '제 커피 때문에 고민이에요, 어떻게 할까요', '커피'],
  ['ru', 'что мне делать с моим кофе?', 'кофе'],
  ['de', 'Was mache ich mit meinem Kaffee?', 'kaffee'],
  ['fr', 'Que faire avec mon café ?', 'café'],
  ['es', '¿Qué hago con mi café?', 'café'],
  ['pt', 'O que faço com o meu café?', 'café'],
  ['it', 'Cosa faccio con il mio caffè?', 'caffè'],
] as const;
const COFFEE = ROWS.find((row) => findable(row, 'en').includes('coffee'))?.index ?? -1;
const coffeeQuestions = OWN_COFFEE.map(([language, question, form]) => ({ language, question, form }));
/** Memories of a roaster's trade naming 咖啡 in passing, none as its topic. */
const TRADE = [
  ['project_context', '用户在台中开一家咖啡烘焙坊。', ['烘焙坊', '台中'], 'roastery'],
  ['workflow_preference', '她每周二和周五烘咖啡豆。', ['烘豆', '排程'], 'roasting days'],
  ['project_context', '她在写一本关于家庭烘咖啡的书。', ['书', '出版社'], 'roasting book'],
  ['stable_user_context', '她的咖啡生豆都从进口商那里买。', ['生豆', '进口商'], 'green beans'],
  ['workflow_preference', '她每天早上都先杯测新到的咖啡。', ['杯测', '早上'], 'cupping'],
] as const;
const trade = (n: number) => TRADE.slice(0, n).map(([type, text, tags, subject]) => memory(type, text, [...tags], subject));
/** The one English memory whose topic (its subject) names coffee; its tags name the origin and the variety. */
const favourite = () => memory('user_preference', 'Her favourite is a washed Kenyan SL28.', ['Kenya', 'SL28'], 'Kenyan coffee');

describe('the open-class bridge in a store whose everyday the thing is', () => {
  it.each(coffeeQuestions)('Given "$form" ($language), then it names the coffee concept', ({ language, form }) => {
    expect(finds(language, form).has(COFFEE)).toBe(true);
  });

  it.each(coffeeQuestions)(
    'Given one English memory of coffee and three Chinese memories naming 咖啡 in passing, when the user asks "$question" ($language), then it is bridged',
    ({ question }) => {
      const store = [favourite(), ...trade(3), ...filler()];
      expect(selectRelevantMemories(store, question).map((s) => s.stableKey)).toContain(store[0]?.stableKey);
    },
  );

  it.each(coffeeQuestions)(
    'Given one English memory of coffee among five Chinese memories of a roaster’s trade, when the user asks "$question" ($language), then it is not bridged',
    ({ question }) => {
      const store = [favourite(), ...trade(5), ...filler()];
      expect(selectRelevantMemories(store, question).map((s) => s.stableKey)).not.toContain(store[0]?.stableKey);
      expect(selectFromIndex(buildRecallIndex(store), question).map((s) => s.stableKey)).not.toContain(store[0]?.stableKey);
    },
  );
});
