import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeFiller, bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { buildMemoryFeatures } from '../matchFeatures';
import { buildCorpus } from '../words/recallCorpus';
import { shapeOf, shapesMeet, withOtherScriptLoanwordsWritten } from './otherScriptLoanwords';

// otherScriptLoanwords.ts: a drug or a maker the store writes in one script, asked in another (a personal question or
// a task), is the store's word; the world asking about it, a short ordinary word, or a word whose vowels differ is not.

const store = () => [
  ...bridgeFiller(),
  memory('stable_user_context', 'ユーザーは橋本病で、毎朝レボチロキシンを飲んでいる。', ['甲状腺', '橋本病', 'レボチロキシン'], 'thyroid'),
  // a maker named by two memories: capitalised in a French sentence (a proper noun), and inside Chinese text
  memory(
    'project_context',
    'Elle restaure un piano à queue Bechstein de 1905 pour un hôtel.',
    ['Bechstein', 'restauration'],
    'piano restoration',
  ),
  memory('project_context', '一家意大利电视台想拍她修复那台Bechstein的全过程。', ['纪录片', '电视台', 'Bechstein'], 'documentary'),
  memory(
    'stable_user_context',
    'У собаки эпилепсия, она получает фенобарбитал утром и вечером.',
    ['собака', 'эпилепсия', 'фенобарбитал'],
    'dog',
  ),
  memory('stable_user_context', 'Her mother-in-law takes apixaban twice a day.', ['mother-in-law', 'heart'], 'apixaban'),
];
const keyOf = (s: ReturnType<typeof store>, subject: string) => s.find((m) => m.identity.subject === subject)?.stableKey;
const corpusOf = (s: ReturnType<typeof store>) => buildCorpus(s.map(buildMemoryFeatures));

describe('an international word of the store asked in another script', () => {
  it.each([
    // a drug the store writes in katakana, asked in Latin letters or Cyrillic (levothyroxine / levotiroxina / левотироксин)
    ['thyroid', 'es', '¿Puedo tomar la levotiroxina con el café con leche?'],
    ['thyroid', 'pt', 'A levotiroxina deve ser tomada com o estômago vazio?'],
    ['thyroid', 'it', 'Posso prendere la mia levotiroxina con il caffè?'],
    ['thyroid', 'en', 'Can I take my levothyroxine with coffee?'],
    ['thyroid', 'de', 'Darf ich mein Levothyroxin mit Kaffee nehmen?'],
    ['thyroid', 'fr', 'Puis-je prendre ma lévothyroxine avec du café ?'],
    ['thyroid', 'ru', 'Можно ли мне пить мой левотироксин с кофе?'],
    // a maker the store writes in Latin letters, asked in katakana, Chinese transcription, hangul or Cyrillic
    ['piano restoration', 'ja', '1905年のベヒシュタインの響板の割れ、直すか替えるか'],
    ['piano restoration', 'zh', '1905年的贝希斯坦，音板换新还是修旧'],
    ['piano restoration', 'ko', '내 베히슈타인 피아노 향판을 새로 갈아야 할까?'],
    ['piano restoration', 'ru', 'Как мне заменить деку моего Бехштейна?'],
    // a drug the store writes in Cyrillic or Latin letters, asked in Latin letters or katakana
    ['dog', 'es', '¿Es normal que el perro tenga más sed desde que toma fenobarbital?'],
    ['apixaban', 'ja', '義母がアピキサバンを飲んでいるけど、グレープフルーツは食べていい？'],
  ])('Given a memory of %s, when a %s question writes it in another script, then it is recalled', (subject, _language, question) => {
    const s = store();
    expectRecalled(s, question, keyOf(s, subject));
  });

  it.each([
    // the world asking about the maker or the drug
    ['piano restoration', 'ベヒシュタインの歴史'],
    ['piano restoration', '贝希斯坦是哪一年创立的'],
    ['thyroid', 'Что такое левотироксин?'],
  ])('Given a memory of %s, when "%s" asks the world about it, then it is not recalled', (subject, question) => {
    const s = store();
    expect(selectRelevantMemories(s, question).map((m) => m.stableKey)).not.toContain(keyOf(s, subject));
  });
});

describe('which words meet', () => {
  it('rewrites a question word of another script to the store’s spelling', () => {
    const corpus = corpusOf(store());
    expect(withOtherScriptLoanwordsWritten('¿Puedo tomar la levotiroxina?', corpus)).toContain('レボチロキシン');
    expect(withOtherScriptLoanwordsWritten('1905年のベヒシュタイン', corpus)).toContain('Bechstein');
    expect(withOtherScriptLoanwordsWritten('toma fenobarbital', corpus)).toContain('фенобарбитал');
  });

  it('leaves a short ordinary word of the store (four consonants, not a maker), and a word of the same script, as written', () => {
    const s = [...store(), memory('recurring_constraint', 'Los domingos camina con su hermana.', ['domingo', 'hermana'], 'walks')];
    const corpus = corpusOf(s);
    expect(withOtherScriptLoanwordsWritten('介護施設を考えるタイミングは？', corpus)).toBe('介護施設を考えるタイミングは？');
    expect(withOtherScriptLoanwordsWritten('Is levothyroxine safe?', buildCorpus([]))).toBe('Is levothyroxine safe?');
    expect(withOtherScriptLoanwordsWritten('она получает фенобарбитал', corpus)).toBe('она получает фенобарбитал');
  });

  it('meets words whose consonants agree and whose vowels differ in at most one gap of four', () => {
    expect(shapesMeet(shapeOf('bechstein'), shapeOf('behishutain'))).toBe(true);
    expect(shapesMeet(shapeOf('levotiroxina'), shapeOf('rebotirokishin'))).toBe(true);
    expect(shapesMeet(shapeOf('apixaban'), shapeOf('apikisaban'))).toBe(true);
    // same consonants, other vowels: another word
    expect(shapesMeet(shapeOf('escalade'), shapeOf('zakryt'))).toBe(false);
    expect(shapesMeet(shapeOf('ajedrez'), shapeOf('sutorecchi'))).toBe(false);
    expect(shapesMeet(shapeOf('calendar'), shapeOf('gureihaundo'))).toBe(false);
  });
});

describe('a capitalised word of another script keeps its capital on the store’s spelling', () => {
  // Writers and makers the store writes capitalised in a Cyrillic sentence (proper nouns), without a tag: the question
  // meets them only on the name, which a writer who capitalises names writes capitalised.
  const writers = () => [
    ...bridgeFiller(),
    memory('user_preference', 'Она любит Довлатова и перечитывает его каждое лето.', ['книги', 'чтение'], 'reading'),
    memory(
      'stable_user_context',
      'В мастерской стоит старая швейная машина Зингер с ножным приводом.',
      ['мастерская', 'шитьё'],
      'workshop',
    ),
  ];

  it.each([
    ['reading', 'de', 'Welches Buch soll ich nach Dowlatow als Nächstes lesen?'],
    ['reading', 'fr', 'Que lire après Dovlatov, pour moi qui ai tout lu ?'],
    ['reading', 'es', '¿Qué me recomiendas leer si me gusta Dovlátov?'],
    ['reading', 'it', 'Cosa leggo dopo Dovlatov?'],
    ['reading', 'en', 'I have read all my Dovlatov, what next?'],
  ])(
    'Given a memory of %s, when a %s question writes the name capitalised in Latin letters, then it is recalled',
    (subject, _language, question) => {
      const s = writers();
      expectRecalled(s, question, keyOf(s, subject));
    },
  );

  it('writes the store’s spelling with the capital the question gave the word, and lower case where it wrote none', () => {
    const corpus = corpusOf(writers());
    expect(withOtherScriptLoanwordsWritten('Was lese ich nach Dowlatow?', corpus)).toContain('Довлатова');
    expect(withOtherScriptLoanwordsWritten('was lese ich nach dowlatow?', corpus)).toContain('довлатова');
  });

  it.each([
    // the world asking about the writer
    ['reading', 'Wer war Dowlatow?'],
    ['reading', 'Quand Dovlatov a-t-il émigré aux États-Unis ?'],
  ])('Given a memory of %s, when "%s" asks the world about the name, then it is not recalled', (subject, question) => {
    const s = writers();
    expect(selectRelevantMemories(s, question).map((m) => m.stableKey)).not.toContain(keyOf(s, subject));
  });
});
