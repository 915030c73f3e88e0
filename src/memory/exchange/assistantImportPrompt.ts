import { clip } from '../record/normalize';
import { EXTRACTION_SYSTEM_PROMPT, type ExtractionMessage } from '../extraction/prompt';
import type { PastedLine } from './pastedList';

// The memory-model request for one batch of a paste from another assistant: the extraction rules and
// examples as they are (same schema, same judgement of what is worth keeping), plus what differs here.

/** A list line longer than this is not one remembered item; the model sees its start only. */
const LINE_MAX = 600;

const IMPORT_NOTE = `This time the input is not a chat turn. The user is moving to this app from another assistant and pasted what that assistant remembered about them (its answer to "list everything you remember about me", or a copy of its saved memories). Each line below is one remembered item, often in the third person ("Prefers …", "User is …"); the user confirmed them by pasting them, so treat them as the user's own statements.
- Propose at most one candidate per line, and only for lasting facts; skip headings, greetings, remarks about the list itself, moods, one-off tasks and anything that holds secrets or identifiers.
- Write the text in the language of the line.
- "evidence" is required here: copy the line's words exactly as they appear below (without the leading "- "), so the program can find the line. A candidate without that quote is refused.
- "sourceSignal" is explicit_memory_intent for these lines.`;

/** The two messages of one import request: the extraction rules with the import note, then the batch. */
export function buildAssistantImportMessages(batch: readonly PastedLine[]): ExtractionMessage[] {
  const lines = batch.map((line) => `- ${clip(line.text, LINE_MAX)}`).join('\n');
  return [
    { role: 'system', content: `${EXTRACTION_SYSTEM_PROMPT}\n\n${IMPORT_NOTE}` },
    { role: 'user', content: `### Pasted from another assistant\n${lines}\n\nAnswer with the JSON object now.` },
  ];
}
