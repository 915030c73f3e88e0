// The categories of the fourteenth wording round, each with the memory type a model would send for it and a subject
// word of its own. The round is written as minimal pairs: every text to refuse has a twin to accept in the same
// category, sent with the same type and subject, that differs by one word or phrase (a time adverb, a duration or
// date, an aspect, a hedge, an evidential, a mood), so only the wording decides.
import type { BlindCase, BlindLanguage } from '../blindCase';
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  pref: ['user_preference', 'taste'],
  fact: ['stable_user_context', 'background'],
  health: ['stable_user_context', 'health'],
  work: ['stable_user_context', 'work'],
  family: ['stable_user_context', 'family'],
  plan: ['project_context', 'plan'],
  habit: ['recurring_constraint', 'routine'],
  instr: ['standing_instruction', 'reply language'],
};

export const group = groupedBy(CATEGORY);

/** Twin pairs [to refuse, to accept] by category: the refused texts first, then their twins in the same order. */
export const twins = (lang: BlindLanguage, table: Readonly<Record<string, readonly (readonly [string, string])[]>>): BlindCase[] => [
  ...group(lang, 'refuse', Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v.map(([r]) => r)]))),
  ...group(lang, 'accept', Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v.map(([, a]) => a)]))),
];
