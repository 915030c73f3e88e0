import { FAULT_CATALOG } from './catalog.mjs';

const cell = (s) => s.replace(/\|/g, '\\|');

/** docs/reliability.md, rendered from the fault catalog (the doc is never edited by hand). */
export function renderReliabilityDoc(catalog = FAULT_CATALOG) {
  const rows = catalog.map((f) => `| ${cell(f.fault)} | ${cell(f.userSees)} | ${cell(f.lost)} | \`e2e/faults/${f.spec}\` (${f.id}) |`);
  return [
    '# Reliability: faults and what they cost',
    '',
    '<!-- Generated from e2e/faults/catalog.mjs by `node scripts/reliability-doc.mjs`; src/reliabilityDoc.test.ts fails when they differ. -->',
    '',
    'Each row is a fault the fault-injection suite injects into the built app in real Chromium, against the',
    'loopback model server (`tools/mock-openai/faults.mjs`). Every spec asserts what the user sees and reads',
    'IndexedDB back to prove that nothing already acknowledged (a stored question, answer text that reached',
    'the page) was lost. Every spec also fails on any Content-Security-Policy violation.',
    '',
    '| fault | what the user sees | what is lost | spec |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
