// Names and titles are not wording: "Yesterday" by the Beatles, the novel 《明天》, the band
// Tonight Alive, the film „Heute bin ich Samba" say nothing about when. The wording rule reads the text
// with them removed. Input is canonical.

import { canonicalize } from '../canonical';
import { compileWords, hasWord } from '../lexiconPatterns';
import { LEXICONS } from '../lexicons';

// Text in title quotes or any quotation marks (a title, or a word mentioned rather than used); an apostrophe between
// letters stays inside single quotes ('Tomorrow's Harvest', ‘Don’t Stop Me Now’).
const TITLE_QUOTES =
  /《[^》\n]{1,80}》|〈[^〉\n]{1,80}〉|「[^」\n]{1,80}」|『[^』\n]{1,80}』|“[^”\n]{1,80}”|„[^“”"\n]{1,80}[“”"]|«[^»\n]{1,80}»|‹[^›\n]{1,80}›|"[^"\n]{1,80}"|‘(?:[^’\n]|(?<=\p{L})’(?=\p{L})){1,80}’(?![\p{L}])|(?<![\p{L}])'(?:[^'\n]|(?<=\p{L})'(?=\p{L})){1,60}'(?![\p{L}])/gu;

// A named work: a word for the kind of work, then a capitalised name ("the song Yesterday", "das Buch Morgen
// und für immer", "la película Mañana", "песня Вчера", "노래 내일").
const WORK = String.raw`song|single|album|book|novel|film|movie|series|show|band|podcast|game|play|poem|track|Lied|Song|Buch|Film|Roman|Serie|Band|Hörspiel|Gedicht|chanson|livre|roman|film|série|groupe|poème|canción|canciones|libro|película|novela|serie|grupo|banda|canção|livro|filme|romance|canzone|romanzo|gruppo|poema|poesia|песн[яюи]|книг[ауи]|фильм|роман|сериал|групп[аы]|стихотворени[ея]`;
const NAMED_WORK = new RegExp(
  // Canonical, as the text is: Cyrillic look-alike letters read as Latin.
  canonicalize(
    String.raw`(?<![\p{L}])(?:${WORK})(?:\s*(?::|：|—|–)|\s+(?:is|was|ist|war|est|etait|es|era|e|foi|eto))?\s+(?:called|titled|named|namens|mit dem Titel|intitulée?|appelée?|llamad[ao]|titulad[ao]|chamad[ao]|intitolat[ao]|под названием\s+)?\s*\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|and|und|et|y|e|и|of|the|de|la|le|di|del))*`,
  ),
  'gu',
);

// A name of two or more capitalised words in the middle of a sentence ("a band called… Tonight Alive",
// "watching Right Now Kaffee"): in languages that write time words in lower case, a capitalised one there is
// part of a name. German capitalises every noun ("diese Woche Urlaub"), so its words are left out.
const NAME_RUN = /(?<=[\p{Ll}\p{N},;]\s+)\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:and|of|the|und|et|y|e|и|de|la|le|di|del)\s+)?\p{Lu}[\p{L}'’-]*)+/gu;
const LOWER_CASE_TIME_WORDS = compileWords(
  'temporary',
  LEXICONS.filter((lex) => lex.lang !== 'de'),
);
// A doubt word capitalised inside a sentence is part of a name too ("the Perhaps Café", "im Café Vielleicht", the song
// Perhaps Love): the words of doubt are adverbs in every language, German too, so none is capitalised there otherwise.
const DOUBT_WORDS = compileWords('speculative');
const DOUBT_EN = /(?<![\p{L}])(?:maybe|perhaps|probably|possibly)(?![\p{L}])/u;
const isDoubtName = (run: string): boolean => DOUBT_EN.test(run.toLowerCase()) || hasWord(DOUBT_WORDS, run.toLowerCase());
const isTimeName = (run: string): boolean => hasWord(LOWER_CASE_TIME_WORDS, run.toLowerCase()) || isDoubtName(run);

// A place named after its kind, with a capitalised name of a doubt or time word ("al bar Forse", "le café Peut-être",
// "la padaria Quem Sabe", "кафе Может быть"): a name, as the run above is when the kind is written in lower case.
const VENUE_KINDS = String.raw`cafe|caffe|cafeteria|bar|pub|restaurant|restaurante|ristorante|bistro|brasserie|hotel|kneipe|lokal|backerei|buchhandlung|bakery|bookshop|bookstore|padaria|pastelaria|confeitaria|livraria|panaderia|pasteleria|taberna|taverna|tasca|bodega|pizzeria|trattoria|osteria|enoteca|gelateria|libreria|librairie|boulangerie|кафе|бар|ресторан|кофейн\p{L}*|паб`;
// Case-sensitive, so that the name's first letter is a capital: the kind is matched in either case by its own class.
const anyCase = (words: string): string =>
  words.replace(/(^|\|)(\p{L})/gu, (_, bar: string, c: string) => `${bar}[${c}${c.toUpperCase()}]`);
const VENUE_NAME = new RegExp(
  canonicalize(String.raw`(?<![\p{L}])(?:${anyCase(VENUE_KINDS)})\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})`),
  'gu',
);

// A time word hyphenated to a name is part of the name ("heute-show", "Heute-Journal", "Tonight-Show"); a
// compound that is a time word as a whole ("week-end", "après-demain") keeps its meaning.
const TIME_WORDS = compileWords('temporary');
const HYPHENATED = /(?<![\p{L}\p{N}-])(\p{L}+)-(\p{L}{3,}(?:-\p{L}+)*)/gu;
const isNamedCompound = (first: string, rest: string): boolean =>
  hasWord(TIME_WORDS, first) && !hasWord(TIME_WORDS, rest) && !hasWord(TIME_WORDS, `${first}-${rest}`.replace(first, ''));

// A given name after the words that introduce one in Chinese, Japanese and Korean ("女儿叫今朝", "名前は明日香",
// "明日香という名前", "이름은 오늘이") is a name, whatever time word its characters spell: these scripts have no capitals
// to mark it. The name is short and ends the clause; a bare 叫 before a pronoun is "told someone to" (叫我明天去).
const CJK_NAME_CHARS = String.raw`[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー]`;
const CJK_NAME_END = String.raw`(?=[\s。，、,.;；!！?？)）」』"”]|$|です|でした|だ|ちゃん|くん|さん|이다|이에요|예요|입니다|이야|야)`;
const CJK_NAME = new RegExp(
  String.raw`(?:名叫|叫做|名字(?:是|叫)|名为|名為|取名(?:为|為|叫)?|起名(?:为|為|叫)?|(?<=\p{sc=Han})叫(?![我你他她它您咱])|名前は|の名は|이름은|이름이|이름을)\s*` +
    String.raw`${CJK_NAME_CHARS}{1,4}${CJK_NAME_END}|${CJK_NAME_CHARS}{1,4}(?=という名前|って名前|라는 이름|이라는 이름)`,
  'gu',
);

export const withoutTitles = (text: string): string =>
  text
    .replace(CJK_NAME, ' ')
    .replace(HYPHENATED, (whole, first: string, rest: string) => (isNamedCompound(first, rest) ? ' ' : whole))
    .replace(TITLE_QUOTES, ' ')
    .replace(NAMED_WORK, ' ')
    .replace(NAME_RUN, (run) => (isTimeName(run) ? ' ' : run))
    .replace(VENUE_NAME, (whole, name: string) => (isTimeName(name) ? ' ' : whole));

// A work named by its kind and then quoted ("den Film „Passwort: Swordfish“", "노래 「비밀번호 486」", "电影《密码》") is a
// title: the credential rule reads the text without it, so a title that sounds like a password and its value is
// no credential. A quoted value with no work word before it ("Passwort „Sonne123“") is still read.
const CJK_WORK = String.raw`노래|곡|영화|드라마|책|소설|게임|앨범|歌|曲|映画|小説|ドラマ|アニメ|漫画|ゲーム|歌曲|电影|電影|电视剧|電視劇|小说|小說|游戏|遊戲|专辑|專輯`;
const QUOTED_WORK = new RegExp(
  canonicalize(String.raw`(?:(?<![\p{L}])(?:${WORK})|${CJK_WORK})`) + String.raw`\s*(?:[:：]\s*)?(?:${TITLE_QUOTES.source})`,
  'gu',
);

export const withoutQuotedWorks = (text: string): string => text.replace(QUOTED_WORK, ' ');
