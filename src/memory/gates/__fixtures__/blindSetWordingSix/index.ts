// A sixth blind round on temporary and speculative wording under stability "stable", written before reading the gate
// rules, from angles the earlier rounds covered least: relative days beyond today and tomorrow, durations bounded in
// the future, progressive and "in the middle of" markers, slang moods, the assistant's own guesses about the user and
// inferences from one remark, modal verbs of possibility, an open question phrased as a fact, temporary places and work
// states, one-off purchases; beside look-alikes that last: habits with the same words, lasting conditions, preferences
// about times, dated past facts, long-range life plans, titles and quotes with time words, lasting work with night
// shifts or on-call rotas, "for years" and "since".
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

export const BLIND_SET_WORDING_SIX: readonly BlindCase[] = [...en, ...zhHans, ...ja, ...ko, ...de, ...fr, ...es, ...pt, ...ru, ...it];
