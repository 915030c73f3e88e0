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

export const BLIND_SET_TWENTY_SEVENTH: readonly BlindCase[] = [
  ...en,
  ...zhHant,
  ...zhHans,
  ...ja,
  ...ko,
  ...de,
  ...fr,
  ...es,
  ...pt,
  ...ru,
  ...it,
];
