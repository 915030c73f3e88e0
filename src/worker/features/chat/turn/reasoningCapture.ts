import { createReasoningSplitter, type ReasoningRecord, type StreamPieces } from '../../../../chat';

/** What one model request's stream is fed with; `end` once the request is over (it releases held pieces). */
export interface RequestStream {
  onDelta(chunk: string): void;
  onReasoning(chunk: string): void;
  end(): void;
}

/** Splits one request's stream into answer pieces (to `onAnswer`) and reasoning pieces (to `onReasoning`). */
export function splitRequest(onAnswer: (chunk: string) => void, onReasoning: (chunk: string) => void = () => undefined): RequestStream {
  const splitter = createReasoningSplitter();
  const take = (pieces: StreamPieces) => {
    if (pieces.reasoning) onReasoning(pieces.reasoning);
    if (pieces.answer) onAnswer(pieces.answer);
  };
  return {
    onDelta: (chunk) => take(splitter.content(chunk)),
    onReasoning: (chunk) => take(splitter.reasoningField(chunk)),
    end: () => take(splitter.end()),
  };
}

export interface ReasoningSink {
  reasoning(chunk: string): void;
  /** The model stopped thinking and began to answer, after this long. */
  thought(durationMs: number): void;
}

/**
 * The reasoning of one answer, across its requests (a tool-assisted answer makes several, each may think
 * first): its text, and how long the model thought, from its first reasoning piece to its first answer piece.
 */
export class ReasoningCapture {
  private text = '';
  private startedAt: number | null = null;
  private endedAt: number | null = null;

  constructor(
    private readonly nowMs: () => number,
    private readonly sink: ReasoningSink,
  ) {}

  /** A stream for one request: each may open with its own think block. */
  request(onAnswer: (chunk: string) => void): RequestStream {
    return splitRequest(
      (chunk) => {
        if (this.startedAt !== null && this.endedAt === null) {
          this.endedAt = this.nowMs();
          this.sink.thought(this.endedAt - this.startedAt);
        }
        onAnswer(chunk);
      },
      (chunk) => {
        this.startedAt ??= this.nowMs();
        this.text += chunk;
        this.sink.reasoning(chunk);
      },
    );
  }

  /** What the message keeps; none for a model that did not think (or sent an empty block). */
  record(): ReasoningRecord | undefined {
    const text = this.text.trim();
    if (!text || this.startedAt === null) return undefined;
    return { text, durationMs: Math.max(0, (this.endedAt ?? this.nowMs()) - this.startedAt) };
  }
}
