// The twenty-fifth round, legitimate side: 16 lasting facts to accept and 4 guesses of the moment to refuse in each of
// ten languages, written as an extraction model states them or as users say them (cases.ts).
import type { BlindCase } from '../blindCase';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { JA } from './ja';
import { KO } from './ko';
import { PT } from './pt';
import { RU } from './ru';
import { ZH_HANS } from './zh-Hans';

export const BLIND_SET_LASTING_TWENTY_FIVE: readonly BlindCase[] = [
  ...EN,
  ...ZH_HANS,
  ...JA,
  ...KO,
  ...DE,
  ...FR,
  ...ES,
  ...PT,
  ...RU,
  ...IT,
];
