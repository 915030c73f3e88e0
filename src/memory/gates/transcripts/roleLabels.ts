import { cued } from '../cueScan';
import { escapeRegExp } from '../alternation';
import { canonicalize } from '../canonical';
import { LEXICONS } from '../lexicons';

// Gate 10 in every language of lexicons/: speaker labels of a dialogue ("Benutzer: … Assistent:
// …", "Utilisateur : … IA : …", "ユーザー：… アシスタント：…"). Two labels of the two sides are a
// conversation; the first user and assistant word of a language at a line start is one on its own, as
// "user:" and "assistant:" are in the spec. Input is canonical.

const canonicalWord = (w: string): string => canonicalize(w).toLowerCase();
const USER = new Set(LEXICONS.flatMap((l) => l.roles.user.map(canonicalWord)));
const ASSISTANT = new Set(LEXICONS.flatMap((l) => l.roles.assistant.map(canonicalWord)));
const alternation = (words: Iterable<string>): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

const LABEL = new RegExp(
  String.raw`(?:^|\n|[.!?。！？;；]\s*|\s)(?:#{1,6}\s*|\*\*|>\s*)?(${alternation([...USER, ...ASSISTANT])})(?:\*\*)?[ \t]*[:：]`,
  'giu',
);
const MAIN_WORDS = LEXICONS.flatMap((l) => [...l.roles.user.slice(0, 1), ...l.roles.assistant.slice(0, 1)]).map(canonicalWord);
const LEADING = cued(new RegExp(String.raw`(?:^|\n)[ \t]*(?:${alternation(new Set(MAIN_WORDS))})[ \t]*[:：]`, 'iu'));

// Any two speakers by shape: a labelled line that asks, and a line under it with another label that answers
// ("Kunde: Wo ist mein Paket?\nMitarbeiter: Es ist unterwegs."), whatever the labels' language.
const SPEAKER = String.raw`[\p{Lu}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}][\p{L}\p{M}.' -]{0,24}?`;
const QUESTION_THEN_ANSWER = new RegExp(
  String.raw`(?:^|\n)[ \t]*(${SPEAKER})[ \t]?[:：][^\n]*[?？][ \t]*\n[ \t]*(?!\1[ \t]?[:：])${SPEAKER}[ \t]?[:：][ \t]*\S`,
  'u',
);

// A script's or a novel's dialogue, where the words follow the speaker in corner brackets or quotes with no colon
// (私「明日何時に起きる？」\n母「6時よ」): a line that asks and another speaker's line under it, or three lines of two
// speakers alternating. A list of works has one line per kind and no question (映画「千と千尋」\n小説「…」).
const QUOTED_TURN = new RegExp(String.raw`^[ \t]*(${SPEAKER})[ \t]?[「『“"]([^\n」』”"]*)[」』”"]`, 'u');
function hasQuotedTurns(text: string): boolean {
  const turns = text
    .split('\n')
    .map((line) => QUOTED_TURN.exec(line))
    .map((m) => (m === null ? null : { speaker: m[1] ?? '', asks: /[?？]/.test(m[2] ?? '') }));
  for (let i = 1; i < turns.length; i += 1) {
    const [before, turn] = [turns[i - 1], turns[i]];
    if (!before || !turn || before.speaker === turn.speaker) continue;
    if (before.asks || turns[i + 1]?.speaker === before.speaker) return true;
  }
  return false;
}

export function hasRoleLabels(text: string): boolean {
  if (LEADING.test(text) || QUESTION_THEN_ANSWER.test(text) || hasQuotedTurns(text)) return true;
  const sides = new Set<string>();
  for (const m of text.matchAll(LABEL)) {
    const word = (m[1] ?? '').toLowerCase();
    sides.add(USER.has(word) ? 'user' : 'assistant');
    if (sides.size === 2) return true;
  }
  return false;
}
