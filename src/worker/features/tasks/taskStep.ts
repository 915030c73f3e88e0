import {
  buildStepMessages,
  collectPreviousResults,
  instructionPrompts,
  NO_INSTRUCTIONS,
  type TaskItemOutcome,
  type TaskRun,
} from '../../../chat';
import type { Message } from '../../../chat/records';
import { streamChat } from '../../../llm';
import { appendMessages, finishMessage, writeMessageText, type ChatDb } from '../../../storage';
import type { ModelSettings } from '../settings';
import { holdTabLock, streamLockKey } from '../../common/tabLocks';
import { StreamWriter } from '../../common/streamWriter';
import { toMessageError } from '../../common/messageErrors';

/** `aborted`: the user paused or stopped the run, which has already recorded what happens to the item. */
export type StepOutcome = TaskItemOutcome | 'aborted';

/**
 * Works on item `index` of a running task run: a new assistant message streams the result (headed by
 * the item's title, which is not part of the result itself). No long-term memory is read or written:
 * a task list is an execution context, not something the user says about themselves.
 */
export async function runTaskStep(
  db: ChatDb,
  input: {
    conversationId: string;
    run: TaskRun;
    index: number;
    settings: ModelSettings;
    signal: AbortSignal;
    now: () => string;
    newId: () => string;
  },
): Promise<StepOutcome> {
  const { run, index, settings } = input;
  const item = run.items[index]!;
  const createdAt = input.now();
  // The seq is allocated inside the appending transaction, so two tabs appending at once never share one.
  const [assistant] = (await appendMessages(
    db,
    input.conversationId,
    [{ id: input.newId(), conversationId: input.conversationId, role: 'assistant', text: '', status: 'streaming', createdAt }],
    createdAt,
  )) as [Message];
  const heading = `**${index + 1}. ${item.title}**\n\n`;
  const writer = new StreamWriter((text) => writeMessageText(db, assistant.id, text));
  writer.append(heading);
  let release: () => void = () => undefined;
  holdTabLock(streamLockKey(assistant.id), new Promise<void>((r) => (release = r)));
  try {
    const result = await streamChat(settings, {
      model: settings.chatModel,
      messages: buildStepMessages({
        goal: run.goal,
        items: run.items,
        index,
        previousResults: collectPreviousResults(run, index),
        language: settings.language,
        instructions: instructionPrompts(settings.instructions ?? NO_INSTRUCTIONS),
      }),
      signal: input.signal,
      onDelta: (chunk) => writer.append(chunk),
    });
    await writer.close();
    if (result.ok) {
      await finishMessage(db, assistant.id, { text: heading + result.value.text, status: 'complete' });
      return { ok: true, result: result.value.text };
    }
    const aborted = result.error.code === 'aborted';
    await finishMessage(db, assistant.id, {
      text: writer.current,
      status: aborted ? 'interrupted' : 'error',
      error: toMessageError(result.error, settings),
    });
    return aborted ? 'aborted' : { ok: false, error: result.error.code };
  } finally {
    release();
  }
}
