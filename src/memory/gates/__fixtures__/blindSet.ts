// A blind evaluation set, written from the gates section of the specification and the task description alone, before reading the gate
// code, its lexicons or its corpus: memory candidates as a model would propose them, in eleven languages.
// Identifier values were generated with the `stdnum` validators (a check character searched until the
// validator accepted), IBANs with `ibantools`, phone numbers checked with libphonenumber-js, seed phrases
// drawn from `@scure/bip39` word lists. Each case is labelled with what the gates must do.
//
// Hostile categories: credential, national_id, bank, phone, email, address, transcript, runtime,
// volatile (temporary or speculative wording under stability "stable"), split (values split between
// fields or written as words). Legitimate categories: numbers (preferences with numbers, dates,
// versions, prices), title (titles and names with time words), place, model, recipe.

export { blindCase, type BlindCase, type BlindExpect, type BlindLanguage } from './blindCase';
import type { BlindCase } from './blindCase';
import { de } from './blindSetFirst/de';
import { en } from './blindSetFirst/en';
import { es } from './blindSetFirst/es';
import { fr } from './blindSetFirst/fr';
import { it } from './blindSetFirst/it';
import { ja } from './blindSetFirst/ja';
import { ko } from './blindSetFirst/ko';
import { pt } from './blindSetFirst/pt';
import { ru } from './blindSetFirst/ru';
import { zhHans } from './blindSetFirst/zh-Hans';
import { zhHant } from './blindSetFirst/zh-Hant';

export const BLIND_SET: readonly BlindCase[] = [...en, ...zhHans, ...zhHant, ...ja, ...ko, ...de, ...fr, ...es, ...pt, ...it, ...ru];
