// A fifth blind round on temporary and speculative wording under stability "stable", written before reading the gate
// rules, from the angles the earlier rounds covered least: chat registers (abbreviations, no punctuation, emoji), time
// said through context (a state that ends with an event), polite and honorific forms in Japanese and Korean, the
// conditional and subjunctive in Romance languages, perfective futures in Russian, separable verbs in German and
// hedges at the end of a sentence; beside lasting facts in look-alike words: habits with time words, dated past facts,
// lasting conditions, preferences about times, titles and quoted words with time words, "for years", "since 2019" and
// recurring days.
import type { BlindCase } from '../blindCase';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ru } from './ru';
import { zhHans } from './zh-Hans';

export const BLIND_SET_WORDING_FIVE: readonly BlindCase[] = [...en, ...zhHans, ...ja, ...ko, ...de, ...fr, ...es, ...pt, ...ru, ...it];
