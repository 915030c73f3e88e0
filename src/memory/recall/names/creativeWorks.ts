import type { RecallCorpus } from '../words/recallCorpus';
import { toToken } from '../../record/tokenize';

// A name of the user's life that owns a creative work is the famous bearer who made it: "Mozart's last three
// symphonies", "les romans de Tolstoï", "モーツァルトの「魔笛」" ask about the composer, not the cat Mozart. A pet, a
// child or a partner has no symphony, opera, requiem or novel; a work's title in quotation marks right after the
// possessive ("Mozartの「魔笛」", "Mozart's 'Magic Flute'") is such a work too. Only the large forms are listed (a
// child paints, sings and gives concerts: "Hana's painting", "Konzert von Hana" stay hers).

/** Large creative forms in the eight Latin and Cyrillic languages, singular and plural (a closed class, hand-written: no installed data lists them). */
const LATIN_WORKS = [
  // en
  'symphony',
  'symphonies',
  'sonata',
  'sonatas',
  'concerto',
  'concertos',
  'opera',
  'operas',
  'requiem',
  'cantata',
  'cantatas',
  'oratorio',
  'oratorios',
  'fugue',
  'fugues',
  'novel',
  'novels',
  'masterpiece',
  'masterpieces',
  // de
  'sinfonie',
  'sinfonien',
  'symphonie',
  'symphonien',
  'sonate',
  'sonaten',
  'oper',
  'opern',
  'kantate',
  'kantaten',
  'oratorium',
  'fuge',
  'fugen',
  'roman',
  'romane',
  'meisterwerk',
  'meisterwerke',
  // fr (symphonie, sonate, requiem, roman above)
  'symphonies',
  'sonates',
  'opéra',
  'opéras',
  'cantate',
  'cantates',
  'romans',
  "chef-d'œuvre",
  // es, pt, it
  'sinfonía',
  'sinfonías',
  'sinfonia',
  'sinfonias',
  'sinfonie',
  'sonate',
  'ópera',
  'óperas',
  'opere',
  'réquiem',
  'oratório',
  'fuga',
  'fugas',
  'fughe',
  'novela',
  'novelas',
  'romanzo',
  'romanzi',
  'obra maestra',
  'obra-prima',
  'capolavoro',
  'capolavori',
];
/** Russian stems of the same forms, declined by at most three letters (опера, оперы, операми; not оператор). */
const CYRILLIC_WORKS = ['симфони', 'сонат', 'опер', 'реквием', 'кантат', 'оратори', 'фуг', 'роман', 'шедевр'];

/** The same forms in Chinese, Japanese and Korean, written after the owner's possessive (的, の, 의). */
const CJK_WORKS = [
  '交响曲',
  '奏鸣曲',
  '协奏曲',
  '歌剧',
  '安魂曲',
  '清唱剧',
  '小说',
  '交響曲',
  'ソナタ',
  '協奏曲',
  'オペラ',
  '歌劇',
  'レクイエム',
  'カンタータ',
  '小説',
  '교향곡',
  '소나타',
  '협주곡',
  '오페라',
  '레퀴엠',
  '칸타타',
  '소설',
];

/** Opening quotation marks: a title follows. */
const TITLE_OPEN = '[「『"“«‘\']';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const LATIN_WORK = `(?:(?:${[...LATIN_WORKS]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|')})|(?:${CYRILLIC_WORKS.join('|')})\\p{Script=Cyrillic}{0,3})(?![\\p{L}])`;
const CJK_WORK = `(?:${CJK_WORKS.join('|')})`;
const NAME = '(\\p{L}[\\p{L}\\p{M}-]*)';
/** Up to three words between the owner and the work ("Mozart's last three symphonies", "les trois dernières symphonies de"). */
const BETWEEN = '(?:[\\p{L}\\p{N}]+\\s+){0,3}';

/** The owner written before the work: English and German possessives, CJK possessives. */
const OWNER_FIRST = [
  new RegExp(`(?<![\\p{L}])${NAME}(?:'s|’s|s|'|’)\\s+${BETWEEN}(?:${LATIN_WORK}|${TITLE_OPEN})`, 'giu'),
  new RegExp(`${NAME}\\s*(?:的|の|의)\\s*(?:${CJK_WORK}|${TITLE_OPEN.replace("'", '')})`, 'gu'),
];
/** The owner written after the work: by, von, de, d', di, da, do, del and a Russian genitive right after it. */
const WORK_FIRST = new RegExp(`(?<![\\p{L}])${LATIN_WORK}\\s+(?:${BETWEEN}(?:by|of|von|de|d'|d’|di|da|do|del|dei|des)\\s*)?${NAME}`, 'giu');

/** The store's names the question gives as the maker of a symphony, an opera, a novel or a quoted title. */
export function workOwnersOf(query: string, corpus: RecallCorpus): ReadonlySet<string> {
  const out = new Set<string>();
  const text = query.normalize('NFKC');
  const add = (raw: string | undefined, possessive: boolean): void => {
    if (raw === undefined) return;
    const forms = possessive && /s$/iu.test(raw) ? [raw, raw.slice(0, -1)] : [raw];
    for (const form of forms) {
      const token = toToken(form.toLowerCase());
      if (token !== undefined && (corpus.nameDf.get(token) ?? 0) > 0) out.add(token);
    }
  };
  for (const pattern of OWNER_FIRST) for (const m of text.matchAll(pattern)) add(m[1], pattern === OWNER_FIRST[0]);
  for (const m of text.matchAll(WORK_FIRST)) add(m[1], false);
  return out;
}
