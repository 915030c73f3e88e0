import type { RecallCorpus } from '../words/recallCorpus';
import { toToken } from '../../record/tokenize';

// A name of the user's life that owns a creative work is the famous bearer who made it: "Mozart's last three
// symphonies", "les romans de Tolstoï", "モーツァルトの「魔笛」" ask about the composer, not the cat Mozart. A pet, a
// child or a partner has no symphony, opera, requiem or novel; a work's title in quotation marks right after the
// possessive ("Mozartの「魔笛」", "Mozart's 'Magic Flute'") is such a work too. Only the large forms are listed (a
// child paints, sings and gives concerts: "Hana's painting", "Konzert von Hana" stay hers).

/** Large creative forms in the eight Latin and Cyrillic languages, singular and plural (a closed class, hand-written: no installed data lists them). */
export const LATIN_WORKS = [
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
export const CYRILLIC_WORKS = ['симфони', 'сонат', 'опер', 'реквием', 'кантат', 'оратори', 'фуг', 'роман', 'шедевр'];

/** The same forms in Chinese, Japanese and Korean, written after the owner's possessive (的, の, 의). */
export const CJK_WORKS = [
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

// Smaller works (works, songs, books, films, paintings, albums) are a maker's only beside a word of fame or rank: "the
// best songs of the Jonas Brothers", "le opere per organo più famose di Bach", "バッハの代表作". Without one they may be
// the household's own ("which songs does Bach react to", "a song for Jonas's wedding", "Fumiko wants a book").

/** Smaller works in the eight Latin and Cyrillic languages, plural (a closed class, hand-written). */
export const LATIN_SMALL_WORKS = [
  'works',
  'songs',
  'books',
  'films',
  'movies',
  'paintings',
  'albums',
  'pieces',
  'compositions',
  'werke',
  'lieder',
  'songs',
  'bücher',
  'filme',
  'gemälde',
  'bilder',
  'alben',
  'stücke',
  'œuvres',
  'oeuvres',
  'chansons',
  'livres',
  'tableaux',
  'morceaux',
  'obras',
  'canciones',
  'libros',
  'películas',
  'cuadros',
  'álbumes',
  'piezas',
  'canções',
  'livros',
  'filmes',
  'quadros',
  'álbuns',
  'peças',
  'opere',
  'canzoni',
  'libri',
  'quadri',
  'brani',
  'pezzi',
];
/** Russian stems of the same, declined by at most three letters. */
export const CYRILLIC_SMALL_WORKS = ['произведени', 'песн', 'песен', 'книг', 'фильм', 'картин', 'альбом', 'сочинени'];
/** The same in Chinese, Japanese and Korean, after the owner's possessive. */
export const CJK_SMALL_WORKS = [
  '代表作',
  '名曲',
  '名作',
  '作品',
  '歌曲',
  '曲',
  '歌',
  '书',
  '電影',
  '电影',
  '画',
  '专辑',
  '映画',
  '本',
  '絵',
  'アルバム',
  '작품',
  '대표곡',
  '대표작',
  '명곡',
  '노래',
  '곡',
  '책',
  '영화',
  '그림',
  '앨범',
];

/** Words of fame or rank in the ten languages; 代表作, 名曲, 名作, 대표곡, 명곡 carry their own. */
const FAME = new RegExp(
  '(?<![\\p{L}])(?:best|greatest|famous|well-known|best-known|known|popular|top|classic|' +
    'beste[nrs]?|berühmte(?:ste)?[nrs]?|bekannte(?:ste)?[nrs]?|wichtigste[nrs]?|populärste[nrs]?|' +
    'meilleur(?:e|s|es)?|célèbres?|connu(?:e|s|es)?|populaires?|' +
    'mejor(?:es)?|famos[oa]s?|conocid[oa]s?|célebres?|populares|melhor(?:es)?|conhecid[oa]s?|' +
    'miglior[ie]?|famos[eio]|celebri|conosciut[ei]|popolari|' +
    'лучш\\p{L}*|известн\\p{L}*|знаменит\\p{L}*|популярн\\p{L}*)(?![\\p{L}])|' +
    '有名|著名|知名|最好|经典|經典|代表|名曲|名作|一番|人気|유명|최고|대표|명곡|인기',
  'iu',
);

/** Articles and possessives: a work "for the wedding of Jonas" is for an event of his, not his own. */
const DETERMINERS = new Set(
  (
    'the a an his her my our their der die das den dem des ein eine einen einem mein meine sein seine ihr ihre le la les un une ' +
    'mon ma mes son sa ses el los las una uno mi mis su sus o os as um uma meu minha seu sua il lo gli i mio suo'
  ).split(' '),
);

/** Written in lower case or capitalised (German nouns, a sentence's first word): the owner's capital stays significant. */
const SMALL_WORK_FORMS = [...new Set(LATIN_SMALL_WORKS.flatMap((w) => [w, w.charAt(0).toUpperCase() + w.slice(1)]))];
const SMALL_WORK = `(?:(?:${SMALL_WORK_FORMS.map(escape).join('|')})|(?:${CYRILLIC_SMALL_WORKS.join('|')})\\p{Script=Cyrillic}{0,3})(?![\\p{L}])`;
/** An owner of one to three capitalised words ("Jonas Brothers'") or one word. */
const OWNER = '(\\p{L}[\\p{L}\\p{M}-]*(?:\\s+\\p{Lu}[\\p{L}\\p{M}-]*){0,2})';
const SMALL_BETWEEN = '((?:[\\p{L}\\p{N}]+\\s+){0,5})';
const SMALL_OWNER_FIRST = new RegExp(`(?<![\\p{L}])${OWNER}(?:'s|’s|s|'|’)\\s+${SMALL_BETWEEN}${SMALL_WORK}`, 'gu');
const SMALL_WORK_FIRST = new RegExp(
  `(?<![\\p{L}])${SMALL_WORK}\\s+(?:${SMALL_BETWEEN}(?:by|of|von|de|d'|d’|di|da|do|del|dei|des)\\s*)?${OWNER}`,
  'gu',
);
const SMALL_CJK = new RegExp(`(\\p{L}+)\\s*(?:的|の|의)\\s*\\p{L}{0,6}?(?:${CJK_SMALL_WORKS.join('|')})`, 'gu');

/** A French, Spanish, Portuguese or Italian superlative's article ("les plus célèbres", "las más famosas") is no determiner. */
const SUPERLATIVE_ARTICLE = /(?<![\p{L}])(?:le|la|les|el|los|las|o|a|os|as|il|i|gli)\s+(?=(?:plus|moins|más|mais|più)\s)/giu;
const freeOfDeterminers = (between: string | undefined): boolean =>
  (between ?? '')
    .replace(SUPERLATIVE_ARTICLE, '')
    .split(/\s+/u)
    .every((w) => !DETERMINERS.has(w.toLowerCase()));

/** The store's names the question gives as the maker of a symphony, an opera, a novel, a quoted title or famous works. */
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
  if (!FAME.test(text)) return out;
  const addOwner = (owner: string | undefined, possessive: boolean): void => {
    const words = (owner ?? '').split(/\s+/u);
    words.forEach((w, i) => add(w, possessive && i === words.length - 1));
  };
  for (const m of text.matchAll(SMALL_OWNER_FIRST)) if (freeOfDeterminers(m[2])) addOwner(m[1], true);
  for (const m of text.matchAll(SMALL_WORK_FIRST)) if (freeOfDeterminers(m[1])) addOwner(m[2], false);
  for (const m of text.matchAll(SMALL_CJK)) add(m[1], false);
  return out;
}
