// A fourth blind round on temporary and speculative wording under stability "stable", written before reading the
// gate code, its lexicons or the earlier rounds' cases, from the angle of grammar rather than vocabulary:
// evidentials and epistemic modality as guesses, progressive and inchoative aspect, "these days" and bounded
// periods, states with an end, moods of now in colloquial registers, beside the same words in lasting senses:
// frequency habits, "usually", lasting changes, ability, always and never, certainty, dated past facts, titles and
// a standing wish for the long run.
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

export const BLIND_SET_WORDING_FOUR: readonly BlindCase[] = [
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
