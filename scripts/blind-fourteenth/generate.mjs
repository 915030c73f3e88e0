// Generates the fourteenth blind round of the gates (src/memory/gates/__fixtures__/blindSetFourteenth/): run with
// `node scripts/blind-fourteenth/generate.mjs`. Written from the task (the memory-gates categories in every language) and the harness shape only, before
// reading the gate rules; values come from values.mjs (checked by stdnum, ibantools and libphonenumber-js).
import { writeBlindSet } from '../blind-rows/writeSet.mjs';
import { de } from './de.mjs';
import { en, zhHans } from './enZh.mjs';
import { es } from './es.mjs';
import { fr } from './fr.mjs';
import { it } from './it.mjs';
import { ja } from './ja.mjs';
import { ko } from './ko.mjs';
import { pt } from './pt.mjs';
import { ru } from './ru.mjs';

writeBlindSet({
  dir: 'blindSetFourteenth',
  script: 'scripts/blind-fourteenth/generate.mjs',
  builder: 'fourteenthCases',
  imports: 'ninthCases as fourteenthCases',
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
