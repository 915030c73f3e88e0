// Writes the seventh blind set (src/memory/gates/__fixtures__/blindSetSeventh/<lang>.ts) from the rows of
// ./europe.mjs, ./enRu.mjs and ./cjk.mjs. The values are drawn with a fixed seed, so a rerun writes the same files:
//   node scripts/blind-seventh/generate.mjs && npx prettier --write src/memory/gates/__fixtures__/blindSetSeventh
import { cjkRows } from './cjk.mjs';
import { en, ru } from './enRu.mjs';
import { de, es, fr, it, pt } from './europe.mjs';
import { writeBlindSet } from '../blind-rows/writeSet.mjs';

writeBlindSet({
  dir: 'blindSetSeventh',
  script: 'scripts/blind-seventh/generate.mjs',
  builder: 'seventhCases',
  imports: 'fifthCases as seventhCases',
  from: '../blindSetFifth/rows',
  rowShape: '[expect, category, text, subject, tags?]',
  languages: [['de', de], ['fr', fr], ['es', es], ['pt', pt], ['it', it], ['en', en], ['ru', ru], ...cjkRows],
});
