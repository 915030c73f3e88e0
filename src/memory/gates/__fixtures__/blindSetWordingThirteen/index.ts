// The thirteenth wording round: 15 texts to refuse and 15 to accept in each of ten languages, as an extraction model
// that writes structured, terse notes writes them (key: value fields, bullet fragments, hashtags and emoji as markers,
// parenthesised qualifiers, abbreviated dates, calques, third-person CRM notes, guesses marked only by "?" or
// "prob."); and the lasting facts, weekly schedules, long projects with a year, stable traits, titles with time words
// and lasting account notes in the same style.
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

export const BLIND_SET_WORDING_THIRTEEN: readonly BlindCase[] = [...EN, ...ZH_HANS, ...JA, ...KO, ...DE, ...FR, ...ES, ...PT, ...RU, ...IT];
