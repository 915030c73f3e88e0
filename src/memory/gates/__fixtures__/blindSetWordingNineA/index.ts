// The ninth wording round (A): 11 texts to refuse and 11 to accept in each of ten languages.
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

export const BLIND_SET_WORDING_NINE_A: readonly BlindCase[] = [...EN, ...ZH_HANS, ...JA, ...KO, ...DE, ...FR, ...ES, ...PT, ...RU, ...IT];
