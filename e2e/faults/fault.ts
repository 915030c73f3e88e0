import { FAULT_CATALOG } from './catalog.mjs';

/** The test title of a catalogued fault; throws for an id the catalog (and so docs/reliability.md) lacks. */
export function faultTitle(id: string): string {
  const entry = FAULT_CATALOG.find((f) => f.id === id);
  if (!entry) throw new Error(`Fault "${id}" is not in e2e/faults/catalog.mjs`);
  return `${entry.id}: ${entry.fault}`;
}
