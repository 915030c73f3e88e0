import { z } from 'zod';
import { conversationSchema, messageSchema, taskRunSchema, threadStateSchema } from '../chat';
import { userMemorySchema } from '../memory';
import { revSchema } from './clock';

/**
 * What a device seals into its slot of a record: its whole current view of the record, each register
 * with the rev of the change that set it (copied unchanged from the winner when this device did not
 * change that register). `rev` is when the slot itself was written (rollback checks), `del` the latest
 * delete-for-good this device knows of. Strict: an unknown field is a newer format or a hostile device,
 * and the record is refused rather than half-understood.
 */
export const PAYLOAD_VERSION = 1;

const register = <T extends z.ZodType>(value: T) => z.strictObject({ rev: revSchema, value });
const idString = z.string().min(1).max(128);

const base = <T extends string>(t: T, k: z.ZodType<string>) => ({
  v: z.literal(PAYLOAD_VERSION),
  t: z.literal(t),
  k,
  rev: revSchema,
  del: revSchema.optional(),
});

/** The content register of a memory: what it says. Namespace, key and times of use stay local. */
export const memoryContentSchema = userMemorySchema.pick({
  type: true,
  text: true,
  identity: true,
  tags: true,
  confidence: true,
  source: true,
  sourceSignal: true,
  reason: true,
  sourceConversationId: true,
  createdAt: true,
});
export type MemoryContent = z.infer<typeof memoryContentSchema>;

/** The status register: whether it is used, and who suppressed it. */
export const memoryStatusValueSchema = userMemorySchema.pick({ status: true, suppressedAt: true, suppressedByConversationId: true });
export type MemoryStatusValue = z.infer<typeof memoryStatusValueSchema>;

export const memorySlotSchema = z
  .strictObject({
    ...base('memory', userMemorySchema.shape.stableKey),
    /** When this device's line of the memory began: a delete-for-good removes every line begun before it. */
    created: revSchema.optional(),
    content: register(memoryContentSchema).optional(),
    /** `seen`: the status rev this device had folded when it set this status (null: none yet). */
    status: z.strictObject({ rev: revSchema, seen: revSchema.nullable(), value: memoryStatusValueSchema }).optional(),
  })
  .refine((s) => (s.created === undefined) === (s.content === undefined) && (s.content === undefined) === (s.status === undefined), {
    message: 'a memory slot holds created, content and status together, or none (a bare tombstone)',
  });
export type MemorySlot = z.infer<typeof memorySlotSchema>;

export const conversationValueSchema = conversationSchema.omit({ id: true, temporary: true }).strict();
export type ConversationValue = z.infer<typeof conversationValueSchema>;

export const conversationSlotSchema = z.strictObject({
  ...base('conversation', idString),
  /** The first write of the conversation this device knows: mode and createdAt come from the earliest. */
  first: revSchema.optional(),
  /** Only the title is a register of its own; lastActiveAt is a max, mode and createdAt never change. */
  titleRev: revSchema.optional(),
  value: conversationValueSchema.optional(),
});
export type ConversationSlot = z.infer<typeof conversationSlotSchema>;

/** Only final messages sync: a message still streaming stays on the device that streams it. */
export const SYNCED_MESSAGE_STATUSES = ['complete', 'error', 'interrupted'] as const;

export const messageValueSchema = messageSchema
  .omit({ id: true, conversationId: true, seq: true })
  .extend({ status: z.enum(SYNCED_MESSAGE_STATUSES) })
  .strict();
export type MessageValue = z.infer<typeof messageValueSchema>;

export const messageSlotSchema = z.strictObject({
  ...base('message', idString),
  c: idString,
  content: register(messageValueSchema).optional(),
});
export type MessageSlot = z.infer<typeof messageSlotSchema>;

export const threadValueSchema = threadStateSchema.omit({ conversationId: true }).strict();
export type ThreadValue = z.infer<typeof threadValueSchema>;

/**
 * `through`: how many messages of the conversation the summary covered (up to and including
 * compactedThroughMessageId) on the device that compacted. A merge that puts another count of messages
 * at or before that point makes the summary stale here.
 */
export const threadStateValueSchema = z.strictObject({ thread: threadValueSchema, through: z.number().int().nonnegative() });
export type ThreadStateValue = z.infer<typeof threadStateValueSchema>;

export const threadSlotSchema = z.strictObject({ ...base('thread', idString), state: register(threadStateValueSchema).optional() });
export type ThreadSlot = z.infer<typeof threadSlotSchema>;

export const taskRunSlotSchema = z.strictObject({ ...base('taskRun', idString), state: register(taskRunSchema).optional() });
export type TaskRunSlot = z.infer<typeof taskRunSlotSchema>;

export const slotPayloadSchema = z.union([
  memorySlotSchema,
  conversationSlotSchema,
  messageSlotSchema,
  threadSlotSchema,
  taskRunSlotSchema,
]);
export type SlotPayload = z.infer<typeof slotPayloadSchema>;

/** One item of the chat document's order array: a message, in the place the conversation shows it. */
export const orderItemSchema = z.strictObject({ v: z.literal(PAYLOAD_VERSION), c: idString, m: idString });
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An entry of map "dev": the Devices list. */
export const deviceInfoSchema = z.strictObject({
  v: z.literal(PAYLOAD_VERSION),
  name: z.string().min(1).max(80),
  addedAt: z.iso.datetime({ offset: true }),
  lastSeenRev: revSchema,
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/** Entry "space" of map "meta": lets a joining device confirm the space exists, and stops too-old clients. */
export const spaceMetaSchema = z.strictObject({
  v: z.literal(PAYLOAD_VERSION),
  createdAt: z.iso.datetime({ offset: true }),
  minClient: z.number().int().nonnegative(),
});
export type SpaceMeta = z.infer<typeof spaceMetaSchema>;

/**
 * Entry "moved" of map "meta", sealed with the space's old keys: a device rotated the keys and now syncs in
 * another space. It names no new space: a removed device holds these keys too and must not learn where.
 */
export const spaceMovedSchema = z.strictObject({
  v: z.literal(PAYLOAD_VERSION),
  movedAt: z.iso.datetime({ offset: true }),
});
export type SpaceMoved = z.infer<typeof spaceMovedSchema>;
