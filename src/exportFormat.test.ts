import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { conversationBundleSchema, TITLE_MAX_CODE_POINTS } from './chat';
import { exportEnvelopeSchema, userMemorySchema } from './memory';
import { REASON_MAX, SUBJECT_MAX, TAG_MAX, TEXT_MAX } from './memory/record/schema';

// public/mindkeep-export.schema.json is generated from the zod schemas the import really uses, so the
// published description cannot drift from the code. Regenerate after a deliberate change with
//   MINDKEEP_WRITE_EXPORT_SCHEMA=1 npx vitest run src/exportFormat.test.ts
const SCHEMA_FILE = new URL('../public/mindkeep-export.schema.json', import.meta.url);

type Json = Record<string, unknown>;

/** Character limits that zod checks with a refinement (code points) and so cannot emit by itself. */
function addCharacterLimits(schema: Json): Json {
  const at = (node: unknown, ...path: string[]): Json => path.reduce((n, key) => (n as Json)[key], node) as Json;
  const memory = at(schema, 'properties', 'memories', 'items', 'properties');
  at(memory, 'text').maxLength = TEXT_MAX;
  at(memory, 'reason').maxLength = REASON_MAX;
  at(memory, 'tags', 'items').maxLength = TAG_MAX;
  for (const field of ['subject', 'facet']) at(memory, 'identity', 'properties', field).maxLength = SUBJECT_MAX;
  at(schema, 'properties', 'conversations', 'items', 'properties', 'conversation', 'properties', 'title').maxLength = TITLE_MAX_CODE_POINTS;
  return schema;
}

function buildExportJsonSchema(): Json {
  const file = exportEnvelopeSchema.extend({
    memories: z.array(userMemorySchema),
    conversations: z.array(conversationBundleSchema).optional(),
  });
  const { $schema, ...body } = z.toJSONSchema(file) as Json;
  return addCharacterLimits({
    $schema,
    $id: 'https://mindkeep.local/mindkeep-export.schema.json',
    title: 'Mindkeep export, version 1',
    description:
      'Memories (and optionally conversations) exported from Mindkeep. No field can hold an API key: the key is kept in browser settings and is never part of a record. An import also re-runs the memory validation gates (docs/export-format.md), which a JSON Schema cannot express.',
    ...body,
  });
}

describe('published JSON Schema of the export format', () => {
  const generated = `${JSON.stringify(buildExportJsonSchema(), null, 2)}\n`;
  if (process.env.MINDKEEP_WRITE_EXPORT_SCHEMA) writeFileSync(SCHEMA_FILE, generated);

  it('Given the zod schemas, then public/mindkeep-export.schema.json is up to date', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(generated);
  });

  it('Given the schema, then every object is closed, so no undeclared field (such as a key) fits', () => {
    const open: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const n = node as Json;
      if (n.type === 'object' && n.additionalProperties !== false) open.push(path);
      for (const [key, child] of Object.entries(n)) walk(child, `${path}/${key}`);
    };
    walk(buildExportJsonSchema(), '#');
    expect(open).toEqual([]);
  });
});
