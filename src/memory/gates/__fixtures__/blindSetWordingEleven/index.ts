// The eleventh wording round: 15 texts to refuse and 15 to accept in each of ten languages, as another extraction
// model writes them (terse notes and full sentences, first and third person, dates, typos, no diacritics): moods,
// short illnesses, travel now, this week's plans, waiting, trying something out, short-lived situations, guesses and
// inferred traits; and the lasting tastes, habits, facts, long projects, allergies, routines, titles with time words
// and plans in a future tense that share their words.
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

export const BLIND_SET_WORDING_ELEVEN: readonly BlindCase[] = [...EN, ...ZH_HANS, ...JA, ...KO, ...DE, ...FR, ...ES, ...PT, ...RU, ...IT];
