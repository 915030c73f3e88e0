// A third blind round on temporary and speculative wording under stability "stable", written before reading the
// gate code, its lexicons or the earlier rounds' cases, from the angle of how people and models really write it:
// bare time expressions with no event noun, dates in numerals, the near future, year-ahead plans, conditional and
// epistemic guesses, reported beliefs, the present of an activity under way, colloquial registers, states expected
// to end and deadlines, beside the same time words in habits, birthdays, "since", standing rules, titles,
// certainty words, ability modals and "now" before a lasting change.
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

export const BLIND_SET_WORDING_THREE: readonly BlindCase[] = [
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
