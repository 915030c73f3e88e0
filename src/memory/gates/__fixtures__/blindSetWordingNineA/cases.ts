// The categories of the ninth wording round (A), each with the memory type a model's extractor would send for it and a
// subject word of its own: texts about tastes, jokes and ambitions as preferences, the other texts as stable context.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  compound_temporary: ['stable_user_context', 'diet'],
  compound_speculative: ['stable_user_context', 'home'],
  dated_end: ['stable_user_context', 'schedule'],
  medical_end: ['stable_user_context', 'health'],
  unacted_plan: ['stable_user_context', 'goals'],
  inferred: ['stable_user_context', 'background'],
  reported_joke: ['user_preference', 'personality'],
  // to accept
  dated_lasting: ['stable_user_context', 'dates'],
  compound_lasting: ['stable_user_context', 'profile'],
  chronic_condition: ['stable_user_context', 'medical'],
  lasting_ambition: ['user_preference', 'values'],
  profession_words: ['stable_user_context', 'career'],
  dated_title: ['user_preference', 'films'],
};

export const group = groupedBy(CATEGORY);
