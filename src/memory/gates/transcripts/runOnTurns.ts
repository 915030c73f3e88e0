// A dialogue run onto one line (gate 10), as a support chat is copied out of its window or an extraction model joins
// the turns: "Agent Jasmine: Thank you for waiting! You: how long? Agent Jasmine: Estimated restoration is 6:30 PM.",
// "Atendente Camila: Olá! … Você: Até quando? Atendente Camila: …", "客服小美：亲，… 我：什么时候能到？ 客服小美：预计…".
// roleLabels.ts reads two sides' labels from the lexicons and turns one per line; here the labels are any speaker's,
// told by the turns: a label, another one, the first again, with a question between them. A speaker is known by the
// last word of the label ("Mitarbeiterin Lena" then "Lena"). A fact with a label or two ("Editor: VS Code. Shell: zsh")
// has no speaker back after another; a question and its answer ("Q: …? A: …") no third turn. Input is canonical
// (full-width colons and question marks read as ASCII, the ideographic full stop as a dot).

const CASED = String.raw`\p{Lu}[\p{L}'’.-]{0,24}(?:[ \t]\p{Lu}[\p{L}'’.-]{0,24}){0,2}`;
const CASELESS = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{1,8}(?:[ \t][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{1,6})?`;
// A label stands at the start, after a space or a sentence's end, and its colon is no clock's or a URL's.
const LABEL = new RegExp(String.raw`(?<=^|[\s.!?~～,、:])(${CASED}|${CASELESS})[ \t]?:(?![\d/])`, 'gu');

interface Turn {
  readonly speaker: string;
  readonly at: number;
}

const speakerOf = (label: string): string => (label.split(/[ \t]/).pop() ?? label).toLowerCase();

function hasReturningSpeaker(line: string): boolean {
  const turns: Turn[] = [...line.matchAll(LABEL)].map((m) => ({ speaker: speakerOf(m[1] ?? ''), at: m.index ?? 0 }));
  for (let k = 2; k < turns.length; k += 1) {
    const back = turns[k];
    if (!back) continue;
    // The latest earlier turn of the same speaker, and another speaker between.
    for (let i = k - 2; i >= 0; i -= 1) {
      const first = turns[i];
      if (!first || first.speaker !== back.speaker) continue;
      const between = turns.slice(i + 1, k);
      if (between.some((t) => t.speaker !== back.speaker) && /[?]/.test(line.slice(first.at, back.at))) return true;
      break;
    }
  }
  return false;
}

// A cheap look first: a colon and a question mark on the text.
/** Gate 10: three turns of two speakers or more on one line. Expects the canonical form. */
export function hasRunOnTurns(text: string): boolean {
  if (!text.includes('?') || !text.includes(':')) return false;
  return text.split('\n').some((line) => line.includes('?') && hasReturningSpeaker(line));
}
