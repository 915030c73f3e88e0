// Generates the seventeenth blind round of the gates (src/memory/gates/__fixtures__/blindSetSeventeenth/): run with
// `node scripts/blind-seventeenth/generate.mjs`. Written from the task (identifiers and secrets as a speech-to-text
// engine or an OCR scan writes them) and the harness shape only, before reading the gate rules; values come from
// values.mjs (checked by stdnum, ibantools, validator and libphonenumber-js, or by their published check digits).
import { writeBlindSet } from '../blind-rows/writeSet.mjs';
import { deRows, frRows } from './deFr.mjs';
import { en, zhHans } from './enZh.mjs';
import { esRows, ptRows } from './esPt.mjs';
import { ja, ko } from './jaKo.mjs';
import { itRows, ruRows } from './ruIt.mjs';

writeBlindSet({
  dir: 'blindSetSeventeenth',
  script: 'scripts/blind-seventeenth/generate.mjs',
  builder: 'seventeenthCases',
  imports: 'ninthCases as seventeenthCases',
  from: '../blindSetNinth/rows',
  // One language after another from the same seed, so each file stays the same while the order does.
  languages: [
    ['en', en],
    ['zh-Hans', zhHans],
    ['ja', ja],
    ['ko', ko],
    ['de', deRows],
    ['fr', frRows],
    ['es', esRows],
    ['pt', ptRows],
    ['ru', ruRows],
    ['it', itRows],
  ],
});
