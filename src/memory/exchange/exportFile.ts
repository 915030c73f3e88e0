import { z } from 'zod';
import { err, ok, type ErrorValues, type Result } from '../../shared';
import { pickKeys } from '../../shared/recordFields';
import { userMemorySchema, type UserMemory } from '../record/schema';

// The export/import file format, version 1 (docs/export-format.md, public/mindkeep-export.schema.json).
// WARNING: a published format. Never change what version 1 means; a new shape is a new version, and
// parseImportFile keeps reading the old ones.
export const EXPORT_FORMAT = 'mindkeep-export';
export const EXPORT_VERSION = 1;

/**
 * The envelope. Records are `unknown` here on purpose: each one is checked on its own at import
 * (planMemoryImport, planConversationImport), so one bad record is skipped and reported instead of
 * losing the whole file. Conversations belong to the chat core (chat/exchange.ts), which this pure
 * module may not import.
 */
export const exportEnvelopeSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: z.iso.datetime({ offset: true }),
    memories: z.array(z.unknown()),
    conversations: z.array(z.unknown()).optional(),
  })
  .strict();

/** A parsed file: the envelope is sound, the records are still untrusted. */
export type ImportFile = z.infer<typeof exportEnvelopeSchema>;

/** What buildExport writes. `C` is the chat core's ConversationBundle. */
export interface MindkeepExport<C = unknown> {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: typeof EXPORT_VERSION;
  readonly exportedAt: string;
  readonly memories: UserMemory[];
  readonly conversations?: C[];
}

export interface ExportInput<C> {
  readonly memories: readonly UserMemory[];
  readonly conversations?: readonly C[];
  /** ISO time, from the caller's clock. */
  readonly exportedAt: string;
}

const MEMORY_KEYS = Object.keys(userMemorySchema.shape) as (keyof UserMemory)[];
const IDENTITY_KEYS = Object.keys(userMemorySchema.shape.identity.shape) as (keyof UserMemory['identity'])[];

/**
 * Only the declared fields of a memory leave the app: a storage row that ever carried anything else
 * (an index field, a future column) does not leak into a file the user shares. The API key lives in
 * browser settings, never in a record, so no field of this format can hold it.
 */
const exportedMemory = (m: UserMemory): UserMemory => ({
  ...pickKeys(m, MEMORY_KEYS),
  namespace: [...m.namespace],
  identity: pickKeys(m.identity, IDENTITY_KEYS),
  tags: [...m.tags],
});

/** The file's content; the caller serialises it with JSON.stringify. */
export function buildExport<C>(input: ExportInput<C>): MindkeepExport<C> {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: input.exportedAt,
    memories: input.memories.map(exportedMemory),
    ...(input.conversations ? { conversations: [...input.conversations] } : {}),
  };
}

/** `damaged_export`: the envelope is Mindkeep's but a record does not match its schema. */
export type ImportFileErrorCode = 'not_json' | 'wrong_format' | 'damaged_export' | 'unsupported_version';

/** A code and the values its sentence needs; the page words it in the user's language. */
export interface ImportFileError {
  readonly code: ImportFileErrorCode;
  readonly values?: ErrorValues;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const describeIssue = (issue: z.core.$ZodIssue): string => `${issue.path.join('.') || '(top level)'}: ${issue.message}`;

/** Reads an import file's envelope. Never throws, whatever the text is. */
export function parseImportFile(text: string): Result<ImportFile, ImportFileError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err({ code: 'not_json' });
  }
  if (!isRecord(data) || data.format !== EXPORT_FORMAT) return err({ code: 'wrong_format' });
  if (data.version !== EXPORT_VERSION)
    return err({
      code: 'unsupported_version',
      values: { version: JSON.stringify(data.version) ?? '—', expectedVersion: String(EXPORT_VERSION) },
    });
  const parsed = exportEnvelopeSchema.safeParse(data);
  if (!parsed.success) {
    const where = parsed.error.issues.slice(0, 3).map(describeIssue).join('; ');
    return err({ code: 'damaged_export', values: { detail: where } });
  }
  return ok(parsed.data);
}
