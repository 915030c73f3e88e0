// The categories of the twenty-fifth round, a legitimate-side ("L") round: lasting facts written with words of belief,
// doubt, opinion or likelihood that could be taken for a guess, each with the memory type an extraction model would
// send for it and a subject word of its own: a faith or worldview held for life (or a lasting disbelief), a firm
// opinion the user states as theirs, a principle the user lives by, a stable self-assessment, a habit about
// uncertainty, a preference with a hedge word used as an intensifier or set phrase, titles and names holding a doubt
// word, and someone else's belief that is the user's lasting context; and four guesses or inferences of the moment per
// language as controls.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to accept
  faith: ['stable_user_context', 'faith'],
  firm_opinion: ['user_preference', 'opinion'],
  principle: ['stable_user_context', 'principle'],
  self_view: ['stable_user_context', 'self'],
  uncertainty_habit: ['risk_preference', 'caution'],
  hedged_taste: ['user_preference', 'taste'],
  doubt_name: ['user_preference', 'title'],
  other_belief: ['stable_user_context', 'family'],
  // to refuse
  control_guess: ['stable_user_context', 'guess'],
};

export const group = groupedBy(CATEGORY);
