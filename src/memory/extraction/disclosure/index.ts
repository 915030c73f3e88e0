import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import type { DisclosureLexicon } from './lexicon';
import { pt } from './pt';
import { ru } from './ru';
import { zh } from './zh';

export type { DisclosureLexicon } from './lexicon';

/** One lexicon per language; `zh` serves both zh-Hans and zh-Hant. */
export const DISCLOSURE_LEXICONS: Readonly<Record<string, DisclosureLexicon>> = { en, zh, ja, ko, de, fr, es, pt, ru, it };
