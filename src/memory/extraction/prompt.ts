import type { MemoryType } from '../../shared';
import { EXTRACTION_EXAMPLES, type ExtractionExample } from './examples';
import { clip } from '../record/normalize';
import { MIN_CONFIDENCE, type MemoryIdentity } from '../record/schema';

// The extraction prompt as pure data. Only the job's turns (one, or a small batch of one conversation's
// turns) and a little safe context go in, each piece cut to a fixed size, so a call's cost is predictable
// and a long message is truncated rather than dropped.

export const EXTRACTION_LIMITS = {
  userText: 2000,
  assistantText: 2000,
  summary: 600,
  pinnedDecisions: 5,
  pinnedDecisionText: 300,
  relatedMemories: 5,
} as const;

/** One finished turn: what the user wrote and what the assistant answered. */
export interface ExtractionTurn {
  readonly userText: string;
  readonly assistantText: string;
}

export interface ExtractionInput {
  /** The latest turn of the job. */
  readonly userText: string;
  readonly assistantText: string;
  /** Earlier turns extracted in the same call (a batch), oldest first; each is cut to the same limits. */
  readonly earlierTurns?: readonly ExtractionTurn[];
  readonly summary: string;
  readonly pinnedDecisions: readonly { readonly text: string; readonly subject: string; readonly type: MemoryType }[];
  readonly relatedMemories: readonly { readonly type: MemoryType; readonly identity: MemoryIdentity; readonly text: string }[];
}

export interface ExtractionMessage {
  readonly role: 'system' | 'user';
  readonly content: string;
}

const RULES = `You are the memory extractor of a chat app. From one or a few finished turns you propose long-term facts about the user that will still be useful in future, unrelated conversations. You only propose; a program checks every proposal and may refuse it.

Answer with one JSON object and nothing else: {"candidates": [...]} with at most 5 candidates. Most turns hold nothing worth keeping: then answer {"candidates": []}. When unsure, leave it out.

Where facts may come from, strongest first:
1. the user's messages below (the latest one, and the earlier ones when several turns are given);
2. the pinned decisions and the summary of this conversation, which help you understand the user's words;
3. the assistant's replies, which may help you understand the user but must never be the basis of a memory.

Every candidate must rest on the user's own words. In "evidence", copy the words from a user message that state the fact, exactly as the user wrote them (same spelling, same language, no translation, no paraphrase), at most 200 characters: the shortest span that shows the fact. Two exact pieces of one message may be joined with "…". A program looks for the evidence in the user's messages and refuses the candidate when it is not there. Never quote the assistant, a tool result, code, or text the user pasted or quoted from someone else: a fact found only there is not a fact about the user, so leave it out. A user who only agrees ("sounds nice", "ok", "好的") has stated nothing: leave it out. A withdrawal ("suppress") needs evidence too: the words with which the user withdraws the fact.

Several turns of one conversation may come together, numbered oldest first: the user kept chatting, so they are asked about in one go. Read them as one conversation in which a later turn revises or withdraws an earlier one; propose each fact once, as the latest turn leaves it, and take its evidence from the turn that states it (the program credits each memory to the turn whose user message holds its evidence). Turns with nothing to keep were already left out by the program.

Each candidate has exactly these keys (use null for an optional key you do not need):
- "type": one of user_preference (a lasting like or dislike), communication_preference (how answers or explanations should sound), workflow_preference (how work should be done or delivered), standing_instruction (a rule to follow every time), recurring_constraint (something that must not be done, again and again), stable_user_context (lasting, non-sensitive background such as role or tools), project_context (a long-running project), risk_preference (how cautious to be).
- "text": one short third-person sentence in the user's own language stating the fact (at most 300 characters). Never a transcript, never the user's words quoted at length.
- "tags": 2 to 4 short, distinctive words the user is likely to type in a future question about this topic (for a peach preference: peach, fruit, eat). Not a summary, and never generic words such as like, user or remember on their own. Add one or two broader category tags, each in both Chinese and English (水果 and fruit, 编程语言 and programming language), so that a later question about the category in either language finds the fact. At most 8 tags in all.
- "confidence": 0.9–1 when the user explicitly asks you to remember or says "from now on"; 0.8–0.89 for a stable, reusable fact; ${MIN_CONFIDENCE}–0.79 for strong but thin evidence. Below ${MIN_CONFIDENCE}, do not output the candidate at all.
- "stability": "stable" for what you output. "temporary" and "speculative" exist only to say explicitly that something must not be stored; omitting it is better.
- "identity": {"subject", "facet", "polarity"}. The subject is a short, stable name for what the fact is about (a noun, 1–80 characters): no whole sentence, no reason, no filler words such as user, remember, from now on, 用户, 记住, 以后. The facet (optional) narrows the subject. user_preference always needs a polarity, "prefer" or "avoid"; other types use null.
- "action": "add" for a new or revised fact; "suppress" only when the user withdraws or contradicts one of the existing memories listed below, copying its type and identity exactly.
- "sourceSignal": explicit_memory_intent, implicit_stable_preference, standing_instruction_signal or forget_or_negation.
- "reason": a few words on why, or null. "conflictSignal": true when the turn contradicts an existing memory, otherwise null.
- "evidence": the user's own words supporting the candidate, verbatim, as described above.

Write one candidate per independent fact, and never split one instruction into several.
Never output secrets or identifiers (keys, tokens, passwords, ID, card or phone numbers, e-mail or home addresses), conversation transcripts, or raw tool, model or runtime data. Moods, one-off tasks and today's plans are not long-term facts.`;

const renderExample = (example: ExtractionExample, n: number): string => {
  const related = example.relatedMemory ? `\nExisting memory: ${JSON.stringify(example.relatedMemory)}` : '';
  return `Example ${n}\nLatest user message: ${example.userText}${related}\nAnswer: ${JSON.stringify({ candidates: example.candidates })}`;
};

export const EXTRACTION_SYSTEM_PROMPT = [RULES, 'Examples:', ...EXTRACTION_EXAMPLES.map((e, i) => renderExample(e, i + 1))].join('\n\n');

const section = (title: string, body: string): string => `### ${title}\n${body.trim() || '(none)'}`;

/** The turn sections: one turn keeps its plain titles; a batch numbers its turns so the latest is clear. */
function turnSections(input: ExtractionInput): string[] {
  const limits = EXTRACTION_LIMITS;
  const earlier = input.earlierTurns ?? [];
  const render = (turn: ExtractionTurn, user: string, assistant: string) => [
    section(user, clip(turn.userText, limits.userText)),
    section(assistant, clip(turn.assistantText, limits.assistantText)),
  ];
  if (earlier.length === 0) return render(input, 'Latest user message', "Assistant's final reply (context only)");
  const turns = [...earlier, input];
  return turns.flatMap((turn, i) => {
    const label = `Turn ${i + 1} of ${turns.length}${i === turns.length - 1 ? ' (latest)' : ''}`;
    return render(turn, `${label}: user message`, `${label}: assistant's reply (context only)`);
  });
}

/** The messages of one extraction request, with every input cut to its limit. */
export function buildExtractionMessages(input: ExtractionInput): ExtractionMessage[] {
  const limits = EXTRACTION_LIMITS;
  // The newest decisions are the likeliest to be new facts, so the last ones are kept.
  const decisions = input.pinnedDecisions
    .slice(-limits.pinnedDecisions)
    .map((d) => `- ${JSON.stringify({ type: d.type, subject: d.subject, text: clip(d.text, limits.pinnedDecisionText) })}`);
  const related = input.relatedMemories
    .slice(0, limits.relatedMemories)
    .map((m) => `- ${JSON.stringify({ type: m.type, identity: m.identity, text: m.text })}`);
  const content = [
    ...turnSections(input),
    section('Conversation summary', clip(input.summary, limits.summary)),
    section('Pinned decisions', decisions.join('\n')),
    section('Existing memories related to this message (for revising or withdrawing them)', related.join('\n')),
    'Answer with the JSON object now.',
  ].join('\n\n');
  return [
    { role: 'system', content: EXTRACTION_SYSTEM_PROMPT },
    { role: 'user', content },
  ];
}
