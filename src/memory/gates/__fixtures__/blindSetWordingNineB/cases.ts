// The categories of the ninth wording round (second half), each with the memory type a model's extractor would send for
// it and a subject word of its own: texts about tastes and answers as preferences, the other texts as stable context.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  natural_state: ['stable_user_context', 'condition'],
  grammar_guess: ['stable_user_context', 'traits'],
  guessed_range: ['stable_user_context', 'background'],
  extraction_note: ['stable_user_context', 'profile'],
  dependent_span: ['stable_user_context', 'routine'],
  open_decision: ['stable_user_context', 'plans'],
  others_belief: ['stable_user_context', 'relations'],
  // to accept
  chronic_condition: ['stable_user_context', 'health'],
  lasting_measure: ['stable_user_context', 'measures'],
  confirmed_fact: ['stable_user_context', 'identity'],
  profession_word: ['stable_user_context', 'work'],
  approximate_preference: ['user_preference', 'answers'],
  title_word: ['user_preference', 'media'],
  modal_lasting: ['stable_user_context', 'outlook'],
  habitual_while: ['stable_user_context', 'habits'],
};

export const group = groupedBy(CATEGORY);
