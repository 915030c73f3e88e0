// Writes the thirteenth blind set (src/memory/gates/__fixtures__/blindSetThirteenth/<lang>.ts) from the rows of
// ./enZh.mjs, ./jaKo.mjs, ./deFrIt.mjs and ./esPtRu.mjs. The values are drawn with a fixed seed, so a rerun writes the
// same files:
//   node scripts/blind-thirteenth/generate.mjs && npx prettier --write src/memory/gates/__fixtures__/blindSetThirteenth
import { writeBlindSet } from '../blind-rows/writeSet.mjs';
import { de, fr, it } from './deFrIt.mjs';
import { en, zhHans } from './enZh.mjs';
import { es, pt, ru } from './esPtRu.mjs';
import { ja, ko } from './jaKo.mjs';

const languages = Object.entries({ en, 'zh-Hans': zhHans, ja, ko, de, fr, es, pt, ru, it });
writeBlindSet({
  dir: 'blindSetThirteenth',
  script: 'scripts/blind-thirteenth/generate.mjs',
  builder: 'thirteenthCases',
  imports: 'ninthCases as thirteenthCases',
  from: '../blindSetNinth/rows',
  languages,
});
