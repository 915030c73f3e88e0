/**
 * Reasoning models send what they think before they answer, in one of two ways: a separate field of the
 * stream (`reasoning_content`, `reasoning`; the llm adapter hands those pieces over apart), or inline, as a
 * `<think>…</think>` block at the very start of the answer text (R1 distills, QwQ, Qwen3 on local servers).
 * The splitter below separates the inline form as the text streams in, whatever the chunk boundaries, so the
 * reasoning is never shown, stored or sent again as part of the answer.
 *
 * Only a block at the start (after whitespace) counts: a `<think>` later in an answer is the model writing
 * about the tag (HTML, prompts), and is kept as written. A block the stream never closes is all reasoning.
 */

export interface StreamPieces {
  readonly reasoning: string;
  readonly answer: string;
}

export interface ReasoningSplitter {
  /** A piece of the answer text as it arrived; may hold back a few characters that could start a tag. */
  content(chunk: string): StreamPieces;
  /** A piece of a separate reasoning field: reasoning as it is. */
  reasoningField(chunk: string): StreamPieces;
  /** The stream ended: whatever was held back, placed where it belongs. */
  end(): StreamPieces;
}

const OPEN = '<think>';
const CLOSE = '</think>';

/** start: nothing but whitespace yet; thinking: inside the block; after: between the block and the answer. */
type Phase = 'start' | 'thinking' | 'after' | 'answer';

/** The length of the longest end of `text` that is the beginning of `tag` (a tag split across chunks). */
function partialTagAtEnd(text: string, tag: string): number {
  for (let n = Math.min(tag.length - 1, text.length); n > 0; n--) if (text.endsWith(tag.slice(0, n))) return n;
  return 0;
}

export function createReasoningSplitter(): ReasoningSplitter {
  let phase: Phase = 'start';
  let held = '';

  function content(chunk: string): StreamPieces {
    let input = held + chunk;
    held = '';
    let reasoning = '';
    let answer = '';
    for (;;) {
      if (phase === 'start') {
        const rest = input.trimStart();
        if (rest.startsWith(OPEN)) {
          phase = 'thinking';
          input = rest.slice(OPEN.length);
          continue;
        }
        // Whitespace only, or the beginning of the tag: too early to tell.
        if (OPEN.startsWith(rest)) {
          held = input;
          break;
        }
        phase = 'answer';
        answer += input;
        break;
      }
      if (phase === 'thinking') {
        const at = input.indexOf(CLOSE);
        if (at >= 0) {
          reasoning += input.slice(0, at);
          phase = 'after';
          input = input.slice(at + CLOSE.length);
          continue;
        }
        const keep = partialTagAtEnd(input, CLOSE);
        reasoning += input.slice(0, input.length - keep);
        held = input.slice(input.length - keep);
        break;
      }
      if (phase === 'after') {
        // The blank lines models put between the block and the answer are not part of the answer.
        const rest = input.trimStart();
        if (rest !== '') {
          phase = 'answer';
          answer += rest;
        }
        break;
      }
      answer += input;
      break;
    }
    return { reasoning, answer };
  }

  return {
    content,
    reasoningField: (chunk) => ({ reasoning: chunk, answer: '' }),
    end() {
      const rest = held;
      held = '';
      // Held at the start it was never a tag (literal text); held inside the block it is reasoning.
      if (phase === 'thinking') return { reasoning: rest, answer: '' };
      return { reasoning: '', answer: phase === 'after' ? '' : rest };
    },
  };
}

/** A whole answer text, split as the streaming splitter would have split it. */
export function splitReasoning(text: string): StreamPieces {
  const splitter = createReasoningSplitter();
  const first = splitter.content(text);
  const last = splitter.end();
  return { reasoning: first.reasoning + last.reasoning, answer: first.answer + last.answer };
}
