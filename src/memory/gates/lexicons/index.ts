import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { JA } from './ja';
import { KO } from './ko';
import type { Lexicon } from './lexicon';
import { PT } from './pt';
import { RU } from './ru';
import { ZH_HANS } from './zhHans';
import { ZH_HANT } from './zhHant';

export type { Lexicon } from './lexicon';

/** Every language the content gates know the words of. */
export const LEXICONS: readonly Lexicon[] = [EN, ZH_HANS, ZH_HANT, JA, KO, DE, FR, ES, PT, RU, IT];
