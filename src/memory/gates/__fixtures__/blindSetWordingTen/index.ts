// The tenth wording round: 15 texts to refuse and 15 to accept in each of ten languages, the everyday candidates a
// chat-memory extractor produces (for now, for a while, until something; a guess, hearsay, a hedge) and the lasting
// look-alikes that share their words.
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

export const BLIND_SET_WORDING_TEN: readonly BlindCase[] = [...EN, ...ZH_HANS, ...JA, ...KO, ...DE, ...FR, ...ES, ...PT, ...RU, ...IT];
