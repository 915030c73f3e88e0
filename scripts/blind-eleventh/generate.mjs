// Writes the eleventh blind set (src/memory/gates/__fixtures__/blindSetEleventh/<lang>.ts) from the rows of ./en.mjs,
// ./jaKo.mjs, ./deFr.mjs, ./esPt.mjs and ./ruIt.mjs. The rows are fixed text, so a rerun writes the same files:
//   node scripts/blind-eleventh/generate.mjs && npx prettier --write src/memory/gates/__fixtures__/blindSetEleventh
import { writeBlindSet } from '../blind-rows/writeSet.mjs';
import { de, fr } from './deFr.mjs';
import { en, zhHans } from './en.mjs';
import { es, pt } from './esPt.mjs';
import { ja, ko } from './jaKo.mjs';
import { it, ru } from './ruIt.mjs';

const languages = Object.entries({ en, de, fr, es, pt, it, ru, ja, ko, 'zh-Hans': zhHans });
writeBlindSet({ dir: 'blindSetEleventh', script: 'scripts/blind-eleventh/generate.mjs', builder: 'eleventhCases', languages });
