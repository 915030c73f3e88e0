// Generates the sixteenth blind round of the gates (src/memory/gates/__fixtures__/blindSetSixteenth/): run with
// `node scripts/blind-sixteenth/generate.mjs`. Written from the task (what a user pastes from their own life admin and
// what an extraction model copies from a long chat) and the harness shape only, before reading the gate rules; values
// come from values.mjs (checked by stdnum and libphonenumber-js, or by their published check digits).
import { writeBlindSet } from '../blind-rows/writeSet.mjs';
import { de, fr } from './deFr.mjs';
import { en, zhHans } from './enZh.mjs';
import { es, pt } from './esPt.mjs';
import { ja, ko } from './jaKo.mjs';
import { it, ru } from './ruIt.mjs';

writeBlindSet({
  dir: 'blindSetSixteenth',
  script: 'scripts/blind-sixteenth/generate.mjs',
  builder: 'sixteenthCases',
  imports: 'ninthCases as sixteenthCases',
  from: '../blindSetNinth/rows',
  // One language after another from the same seed, so each file stays the same while the order does.
  languages: [
    ['en', en],
    ['zh-Hans', zhHans],
    ['ja', ja],
    ['ko', ko],
    ['de', de],
    ['fr', fr],
    ['es', es],
    ['pt', pt],
    ['ru', ru],
    ['it', it],
  ],
});
