import type { Lang } from './languagePack';
import { fencedCode, indentedCode, LANGS, PACKS } from './packs';

// The grounding set: per language, turns with a candidate whose evidence is or is not the user's own
// words, by category. Built from the language packs so every category exists in every language.

type Role = 'user' | 'assistant' | 'tool';
export interface GroundingCase {
  readonly lang: Lang;
  readonly category: string;
  readonly grounded: boolean;
  readonly candidate: { readonly text: string; readonly evidence: string | null };
  readonly turn: { readonly messages: readonly { readonly role: Role; readonly text: string }[] };
}

const fullWidth = (s: string): string => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/ /g, '\u3000');
const withInvisibles = (s: string): string => Array.from(s).join('\u200b').replace(/^/, '\u202a');

function casesFor(lang: Lang): GroundingCase[] {
  const p = PACKS[lang];
  const out: GroundingCase[] = [];
  const add = (category: string, grounded: boolean, evidence: string | null, messages: [Role, string][]) =>
    out.push({
      lang,
      category,
      grounded,
      candidate: { text: `The user: ${evidence ?? 'unknown'}`, evidence },
      turn: { messages: messages.map(([role, text]) => ({ role, text })) },
    });
  const answer: [Role, string] = ['assistant', p.suggestions[0] ?? ''];
  p.facts.forEach((fact, i) => {
    const context = p.contexts[i % p.contexts.length] ?? '{f}';
    add('own words', true, fact, [['user', fact], answer]);
    add('exact quote inside a longer message', true, fact, [['user', context.replace('{f}', fact)], answer]);
    add(
      'evidence in other casing or width',
      true,
      lang.startsWith('zh') || lang === 'ja' || lang === 'ko' ? fullWidth(fact) : fact.toUpperCase(),
      [['user', fact]],
    );
    add('evidence with invisible characters', true, withInvisibles(fact), [['user', context.replace('{f}', fact)]]);
    add('message in full width with invisible characters', true, fact, [['user', withInvisibles(fullWidth(context.replace('{f}', fact)))]]);
  });
  const [f0 = '', f1 = '', f2 = '', f3 = ''] = p.facts;
  add('said by the user, repeated by the assistant', true, f0, [
    ['user', f0],
    ['assistant', `${f0}? ${p.suggestions[1] ?? ''}`],
  ]);
  add('earlier user message of the job', true, f1, [
    ['user', f1],
    ['assistant', p.suggestions[0] ?? ''],
    ['user', p.acks[0] ?? ''],
  ]);
  add('own words next to pasted code', true, f2, [['user', `${f2}. ${p.codeQuestions[0] ?? ''}\n\n${fencedCode(f3)}`]]);

  p.suggestions.forEach((s) =>
    add('assistant suggestion, user only acknowledges', false, s, [
      ['assistant', s],
      ['user', p.acks[0] ?? ''],
    ]),
  );
  p.acks.forEach((a) =>
    add('acknowledgement as evidence', false, a, [
      ['assistant', p.suggestions[0] ?? ''],
      ['user', a],
    ]),
  );
  add('tool result', false, f0, [
    ['user', p.tasks[0] ?? ''],
    ['tool', p.contexts[0]?.replace('{f}', f0) ?? f0],
    ['assistant', 'ok'],
  ]);
  add('tool result', false, f1, [
    ['user', p.questions[0] ?? ''],
    ['tool', f1],
  ]);
  add('pasted code (fenced)', false, f2, [['user', `${p.codeQuestions[0] ?? ''}\n${fencedCode(f2)}`]]);
  add('pasted code (indented)', false, f3, [['user', `${p.codeQuestions[1] ?? ''}\n\n${indentedCode(f3)}`]]);
  add('quoted block', false, f0, [['user', `> ${f0}\n\n${p.tasks[1] ?? ''}`]]);
  p.attributions.forEach((a, i) => {
    const fact = p.facts[i + 1] ?? f1;
    add('quotation attributed to someone else', false, fact, [['user', a.replace('{q}', fact)]]);
  });
  add('pasted article', false, f2, [['user', `${p.pasteIntro}\n\n${p.contexts[1]?.replace('{f}', f2) ?? f2}`]]);
  add('evidence nowhere in the turn', false, f1, [['user', f0]]);
  add('evidence longer than 200 characters', false, `${f0} `.repeat(60).trim(), [['user', `${f0} `.repeat(60)]]);
  add('no evidence', false, null, [['user', f0]]);
  add('empty evidence', false, '', [['user', f0]]);
  add('only invisible characters', false, '\u200b\u2066 \u2069', [['user', f0]]);
  return out;
}

export const GROUNDING_CASES: readonly GroundingCase[] = LANGS.flatMap(casesFor);
