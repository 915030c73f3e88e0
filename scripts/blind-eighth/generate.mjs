// Writes the eighth blind set (src/memory/gates/__fixtures__/blindSetEighth/<lang>.ts) from the rows of ./deFrEs.mjs,
// ./ptItRu.mjs, ./cjk.mjs and ./en.mjs. The values are drawn with a fixed seed, so a rerun writes the same files:
//   node scripts/blind-eighth/generate.mjs && npx prettier --write src/memory/gates/__fixtures__/blindSetEighth
import { writeBlindSet } from '../blind-rows/writeSet.mjs';
import { ja, ko, zhHans, zhHant } from './cjk.mjs';
import { de, es, fr } from './deFrEs.mjs';
import { en } from './en.mjs';
import { it, pt, ru } from './ptItRu.mjs';

const languages = Object.entries({ de, fr, es, pt, it, ru, ja, ko, en, 'zh-Hans': zhHans, 'zh-Hant': zhHant });
writeBlindSet({ dir: 'blindSetEighth', script: 'scripts/blind-eighth/generate.mjs', builder: 'eighthCases', languages });
