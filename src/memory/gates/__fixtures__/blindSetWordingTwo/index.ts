// A second blind round on temporary and speculative wording under stability "stable", written before reading the
// gate code, its lexicons or the earlier rounds' cases, from a new angle: tense and aspect in each language, hedging
// adverbs and modal verbs, relative-time expressions, durations against frequencies, plans and intentions, beside
// lasting facts that look like them (habits with a frequency word, dated facts, titles, job titles, life stages).
import type { BlindCase } from '../blindCase';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ru } from './ru';
import { zhHans } from './zh-Hans';
import { zhHant } from './zh-Hant';

export const BLIND_SET_WORDING_TWO: readonly BlindCase[] = [
  ...en,
  ...zhHans,
  ...zhHant,
  ...ja,
  ...ko,
  ...de,
  ...fr,
  ...es,
  ...pt,
  ...it,
  ...ru,
];
