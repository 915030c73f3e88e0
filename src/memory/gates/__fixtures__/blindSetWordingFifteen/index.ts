// The fifteenth wording round: 15 texts to refuse and 15 to accept in each of ten languages, written as an over-eager
// extraction model writes moods, feelings and guesses after one conversation (cases.ts).
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

export const BLIND_SET_WORDING_FIFTEEN: readonly BlindCase[] = [...EN, ...ZH_HANS, ...JA, ...KO, ...DE, ...FR, ...ES, ...PT, ...RU, ...IT];
