// The twelfth wording round: 15 texts to refuse and 15 to accept in each of ten languages, as an extraction model
// that paraphrases a chat loosely writes them (chat register and abbreviations, code-switching, negated states,
// intentions and conditions, reported speech, guesses framed as observations, states tied to an event, services out
// said with a bare negation); and the lasting tastes, chronic conditions, weekday schedules, plans for a fixed later
// year, titles and names with time or mood words, long projects with a deadline and self-stated traits.
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

export const BLIND_SET_WORDING_TWELVE: readonly BlindCase[] = [...EN, ...ZH_HANS, ...JA, ...KO, ...DE, ...FR, ...ES, ...PT, ...RU, ...IT];
