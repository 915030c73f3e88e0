// The fourteenth wording round: 15 minimal pairs in each of ten languages, written as an evaluator probing the
// boundary: each text to refuse (held only for now, or only as a guess or hearsay) has a twin to accept that differs
// by one word or phrase, across preferences, facts, health, work, family, plans, habits and instructions, in the
// first and the third person.
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

export const BLIND_SET_WORDING_FOURTEEN: readonly BlindCase[] = [...EN, ...ZH_HANS, ...JA, ...KO, ...DE, ...FR, ...ES, ...PT, ...RU, ...IT];
