// The categories of the eighth wording round, each with the memory type a model's extractor would send for it and a
// subject word of its own: texts about tastes and verdicts as preferences, the other texts as stable context.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  extraction_temporary: ['stable_user_context', 'status'],
  extraction_speculative: ['stable_user_context', 'traits'],
  unaccented: ['stable_user_context', 'schedule'],
  code_switch: ['stable_user_context', 'plans'],
  regional: ['stable_user_context', 'daily_life'],
  cultural_event: ['stable_user_context', 'holidays'],
  marked_uncertain: ['user_preference', 'tastes'],
  life_phase: ['stable_user_context', 'life'],
  borrowed: ['stable_user_context', 'belongings'],
  conditional_wish: ['stable_user_context', 'exercise'],
  first_impression: ['user_preference', 'shows'],
  // to accept
  yearly_custom: ['stable_user_context', 'traditions'],
  dated_phase: ['stable_user_context', 'biography'],
  dialect_preference: ['user_preference', 'language'],
  uncertainty_preference: ['user_preference', 'answers'],
  title_hedge: ['user_preference', 'media'],
  profession_phase: ['stable_user_context', 'work'],
  extraction_stable: ['stable_user_context', 'habits'],
  unaccented_lasting: ['user_preference', 'food'],
};

export const group = groupedBy(CATEGORY);
