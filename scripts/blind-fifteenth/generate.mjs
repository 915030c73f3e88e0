// Generates the fifteenth blind round of the gates (src/memory/gates/__fixtures__/blindSetFifteenth/): run with
// `node scripts/blind-fifteenth/generate.mjs`. Written from the task (how real users and extraction models paste values)
// and the harness shape only, before reading the gate rules; values come from values.mjs (checked by stdnum, ibantools
// and libphonenumber-js; seed phrases from the BIP-39 lists of @scure/bip39).
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
  dir: 'blindSetFifteenth',
  script: 'scripts/blind-fifteenth/generate.mjs',
  builder: 'fifteenthCases',
  imports: 'ninthCases as fifteenthCases',
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
