// Writes docs/reliability.md from the fault catalog of the fault-injection suite (e2e/faults/catalog.mjs).
import { writeFileSync } from 'node:fs';
import { renderReliabilityDoc } from '../e2e/faults/reliabilityDoc.mjs';

writeFileSync(new URL('../docs/reliability.md', import.meta.url), renderReliabilityDoc());
process.stdout.write('docs/reliability.md written\n');
