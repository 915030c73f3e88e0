import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Speculative and temporary wording that extraction models write beside a fact: doubt written as marks instead of
// words, a verdict drawn from one first try, a hint instead of a statement, and a wish that waits for a present state
// to end. Each class is one pattern over every language, compiled from the tables below; input is canonical text
// (canonical.ts).

/**
 * Doubt as marks: a question mark in brackets after a claim ("likes jazz (?)", "ジャズが好き（？）"), two or more question
 * marks ("vegetarian??"), a thinking or shrugging face, a question-mark emoji. A title with a question mark is read
 * without its title (titles.ts), and one question mark is a question, judged elsewhere.
 */
const DOUBT_MARK = /[(（[［]\s*[?？]+\s*[)）\]］](?!\s+(?:in|as|to|for|when|at)\b)|[?？]{2,}|\u{1F914}|\u{1F937}|\u2753|\u2754/u;
// The marks named as things ("favourite emoji is 🤔", "uses (?) in notes") are no doubt about the user.
const MARK_NAMED = /emoji|emoticon|smiley|絵文字|이모지|表情|эмодзи|смайл/iu;

/** A verdict drawn from one first try: "after one episode", "nach der ersten Folge", "只看了一集就", "1화만 보고". */
const FIRST_TRY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bafter\s+(?:only\s+|just\s+)?(?:one|a\s+single|the\s+first|1)\s+(?:episode|chapter|page|bite|sip|lesson|class|session|visit|date|game|match|song|track|listen|rehearsal|sample|taste|ride|workout)\b`,
  de: String.raw`\bnach\s+(?:nur\s+)?(?:einer|einem|der\s+ersten|dem\s+ersten|einer\s+einzigen|einem\s+einzigen)\s+(?:folge|episode|kapitel|seite|bissen|schluck|lektion|stunde|sitzung|besuch|date|spiel|song|probe|trainingseinheit)\b`,
  fr: String.raw`\bapres\s+(?:seulement\s+)?(?:un\s+seul|une\s+seule|le\s+premier|la\s+premiere|un|une)\s+(?:episode|chapitre|page|bouchee|gorgee|cours|seance|visite|rendez-vous|match|chanson|ecoute|essai)\b`,
  es: String.raw`\b(?:tras|despues\s+de)\s+(?:solo\s+)?(?:un\s+solo|una\s+sola|(?:el|del)\s+primer|la\s+primera|un|una)\s+(?:capitulo|episodio|pagina|bocado|sorbo|clase|sesion|visita|cita|partido|cancion|escucha|intento)\b`,
  pt: String.raw`\b(?:depois\s+de|depois|apos)\s+(?:so\s+|apenas\s+)?(?:um\s+so|uma\s+so|d?o\s+primeiro|d?a\s+primeira|um|uma)\s+(?:episodio|capitulo|pagina|mordida|gole|aula|sessao|visita|encontro|jogo|musica|tentativa)\b`,
  it: String.raw`\bdopo\s+(?:solo\s+)?(?:una?\s+sol[oa]|il\s+primo|la\s+prima|un[oa]?|l['’])\s*(?:puntata|episodio|capitolo|pagina|boccone|sorso|lezione|sessione|visita|appuntamento|partita|canzone|ascolto)\b`,
  ru: String.raw`(?<![\p{L}])после\s+(?:одной|одного|первой|первого|единственной)\s+(?:серии|главы|страницы|ложки|глотка|урока|занятия|встречи|игры|песни|попытки|тренировки)(?![\p{L}])`,
  zh: String.raw`(?:只|才|就)(?:看|读|讀|吃|听|聽|试|試|上|玩)了?(?:一|1)(?:集|章|页|頁|口|节课|節課|首|局)`,
  ja: String.raw`(?:一|1|１|最初の)(?:話|章|ページ|口|回|曲)(?:だけ)?[^.。、]{0,4}(?:ただけ|だけで)`,
  ko: String.raw`(?:1|한|첫)\s?(?:화|회|편|장|입|곡)만\s?(?:보고|읽고|먹고|듣고|해\s?보고)`,
};
// A principle about first tries is lasting: "never judges a show after one episode".
const NEVER = cued(
  new RegExp(canonicalize(String.raw`\b(?:never|nie(?:mals)?|jamais|nunca|mai|не\s+суди|never)\b|决不|從不|从不|決して|절대`), 'iu'),
);
const FIRST_TRY_OF = cued(new RegExp(union(FIRST_TRY), 'iu'));

// A first try in a clause about others ("shows that hook them after the first episode", "tests whether episodes hold
// viewers after the first one") is no verdict of the user's.
const ABOUT_OTHERS_EN = /\b(?:that|which|whether|who|whose)\b[^.;]*\bafter\s+(?:only\s+|just\s+)?(?:one|a\s+single|the\s+first|1)\b/iu;

/** A hint instead of a statement: "implied", "hinted", "deutete an", "dio a entender", "намекнул", "暗示". */
const HINTED = cued(
  new RegExp(
    canonicalize(
      String.raw`\b(?:implied|hinted|insinuated)\b|\bdeutete\b[^.]{0,40}\ban\b|\blaisse\s+entendre\b|\b(?:dio|da|dado)\s+a\s+entender\b|\bdeu\s+a\s+entender\b|\blasciato\s+intendere\b|(?<![\p{L}])намекнул[аи]?(?![\p{L}])|暗示|ほのめかし|암시`,
    ),
    'iu',
  ),
);

/**
 * A wish that waits for a present state to end: a conditional beside an "if" whose verb is one of ceasing ("would go
 * running if it stopped raining", "würde joggen, wenn es aufhören würde", "irait courir s'il arrêtait", "saldría si
 * dejara de", "correria se parasse de", "andrebbe se smettesse di", "бегал бы, если бы перестал", "雨がやめば…たい",
 * "그치면 … 싶어"). A habit that depends on the weather ("runs unless it rains") has no conditional mood.
 */
const WAITING_WISH: Readonly<Partial<Record<GrammarLang, string>>> = {
  en: String.raw`\bwould\b[^.;]{0,60}\bif\s+(?:only\s+)?(?:it|the\s+\p{L}+|they|he|she|things)\s+(?:finally\s+)?(?:stopped|ceased|let\s+up|cleared\s+up|calmed\s+down|were\s+over|was\s+over|ended)\b`,
  de: String.raw`\bwurden?\b[^.;]{0,80}\bwenn\b[^.;]{0,50}\b(?:aufhoren\s+wurde|aufhorte|vorbei\s+ware|nachlassen\s+wurde|nachliesse)\b`,
  fr: String.raw`\b\p{L}+(?:rait|raient)\b[^.;]{0,60}\bs(?:['’]il|['’]ils|i\s+(?:elle|on|la|le|les))\s+(?:s['’])?(?:arretait|arretaient|cessait|cessaient|finissait|calmait)\b`,
  es: String.raw`\b\p{L}+(?:ria|rian)\b[^.;]{0,60}\bsi\s+(?:\p{L}+\s+){0,2}(?:dejara|dejase|parara|parase|terminara|acabara|cesara)\b`,
  pt: String.raw`\b\p{L}+(?:ria|riam)\b[^.;]{0,60}\bse\s+(?:\p{L}+\s+){0,2}(?:parasse|deixasse|acabasse|terminasse|cessasse)\b`,
  it: String.raw`\b\p{L}+(?:rebbe|rebbero)\b[^.;]{0,60}\bse\s+(?:\p{L}+\s+){0,2}(?:smettesse|smettessero|finisse|cessasse|terminasse)\b`,
  ru: String.raw`(?<![\p{L}])если\s+бы(?![\p{L}])[^.;]{0,30}(?<![\p{L}])(?:перестал[аои]?|прекратил[аои]?|закончил[аои]?с[ья]|кончил[аои]?с[ья])(?![\p{L}])`,
  ja: String.raw`(?:やめば|止めば|上がれば|おさまれば|治まれば|終われば)[^.。]{0,30}たい`,
  ko: String.raw`(?:그치면|멈추면|끝나면|안\s?오면)[^.]{0,30}싶어`,
};
const WAITING_WISH_OF = cued(new RegExp(union(WAITING_WISH), 'iu'));
// Cheap prefilters: the word for "if" (or Japanese ば, Korean 면) and the word for "after" (or "only") that the classes
// need, so most texts skip the longer patterns.
const IF_WORD = cued(new RegExp(canonicalize(String.raw`\b(?:if|wenn|si|se)\b|s['’]il|(?<![\p{L}])если(?![\p{L}])|ば|면`), 'iu'));
const AFTER_WORD = cued(
  new RegExp(
    canonicalize(String.raw`\b(?:after|nach|apres|tras|despues|depois|apos|dopo)\b|(?<![\p{L}])после(?![\p{L}])|[只才就]|だけ|만`),
    'iu',
  ),
);

/** Doubt written as marks, a verdict from one first try, a hint: speculative. */
export const hasMarkedDoubt = (text: string): boolean =>
  (DOUBT_MARK.test(text) && !MARK_NAMED.test(text)) ||
  HINTED.test(text) ||
  (AFTER_WORD.test(text) && FIRST_TRY_OF.test(text) && !NEVER.test(text) && !ABOUT_OTHERS_EN.test(text));

/** A wish that waits for a present state to end: temporary. */
export const hasWaitingWish = (text: string): boolean => IF_WORD.test(text) && WAITING_WISH_OF.test(text);
