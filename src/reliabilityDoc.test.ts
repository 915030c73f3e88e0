import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAULT_CATALOG } from '../e2e/faults/catalog.mjs';
import { renderReliabilityDoc } from '../e2e/faults/reliabilityDoc.mjs';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('docs/reliability.md follows the fault-injection suite', () => {
  it('given the fault catalog, when the doc is rendered, then it equals the committed doc (run node scripts/reliability-doc.mjs)', () => {
    expect(read('../docs/reliability.md')).toBe(renderReliabilityDoc());
  });

  it.each(FAULT_CATALOG.map((f) => [f.id, f.spec] as const))(
    'given fault %s, when its spec is read, then a test injects it by that id',
    (id, spec) => {
      expect(read(`../e2e/faults/${spec}`)).toContain(`faultTitle('${id}')`);
    },
  );

  it('given the catalog, when ids are compared, then each is unique', () => {
    expect(new Set(FAULT_CATALOG.map((f) => f.id)).size).toBe(FAULT_CATALOG.length);
  });
});
