// Writes the ninth blind set (src/memory/gates/__fixtures__/blindSetNinth/<lang>.ts) from the rows of ./en.mjs,
// ./deFr.mjs, ./esPtIt.mjs, ./ruJa.mjs and ./koZh.mjs. The values are drawn with a fixed seed, so a rerun writes the
// same files:
//   node scripts/blind-ninth/generate.mjs && npx prettier --write src/memory/gates/__fixtures__/blindSetNinth
import { writeBlindSet } from '../blind-rows/writeSet.mjs';
import { de, fr } from './deFr.mjs';
import { en } from './en.mjs';
import { es, it, pt } from './esPtIt.mjs';
import { ko, zhHans, zhHant } from './koZh.mjs';
import { ja, ru } from './ruJa.mjs';

const languages = Object.entries({ en, de, fr, es, pt, it, ru, ja, ko, 'zh-Hans': zhHans, 'zh-Hant': zhHant });
writeBlindSet({ dir: 'blindSetNinth', script: 'scripts/blind-ninth/generate.mjs', builder: 'ninthCases', languages });
