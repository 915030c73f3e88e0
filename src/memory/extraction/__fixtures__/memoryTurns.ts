import type { Lang, MemoryTurn } from './languagePack';
import { NATURAL_TURNS } from './naturalTurns';
import { fencedCode, indentedCode, LANGS, PACKS } from './packs';

// The pre-check set: user turns labelled "may hold a memory", by category, in every language, plus the
// hand-written natural turns.

function turnsFor(lang: Lang): MemoryTurn[] {
  const p = PACKS[lang];
  const out: MemoryTurn[] = [];
  const add = (category: string, holdsMemory: boolean, text: string, explicit = false) =>
    out.push({ lang, category, text, holdsMemory, explicit });
  for (const fact of p.facts) {
    add('self-disclosure', true, fact);
    for (const context of p.contexts) add('self-disclosure inside a request', true, context.replace('{f}', fact));
    for (const template of p.remember) add('remember request', true, template.replace('{f}', fact), true);
  }
  const [firstForget = '{f}', ...otherForgets] = p.forget;
  for (const fact of p.facts) add('forget request', true, firstForget.replace('{f}', fact), true);
  for (const text of otherForgets) add('forget request', true, text, true);
  for (const text of p.standing) add('standing instruction', true, text);
  for (const text of p.preferences) add('preference', true, text);
  for (const text of p.decisions) add('decision or plan', true, text);

  for (const text of p.tasks) add('request about the conversation', false, text);
  for (const text of p.questions) add('general knowledge or math', false, text);
  for (const question of p.codeQuestions)
    for (const [i, fact] of p.facts.slice(0, 3).entries())
      add('pasted code with a question', false, `${question}\n\n${i % 2 ? indentedCode(fact) : fencedCode(fact)}`);
  add('pasted article', false, `${p.pasteIntro}\n\n${p.facts[0] ?? ''}. ${p.facts[1] ?? ''}.`);
  add('quoted block', false, `> ${p.facts[2] ?? ''}\n\n${p.tasks[1] ?? ''}`);
  for (const text of p.acks) add('acknowledgement', false, text);
  return out;
}

export const MEMORY_TURNS: readonly MemoryTurn[] = [...LANGS.flatMap(turnsFor), ...NATURAL_TURNS];
