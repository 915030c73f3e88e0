// The categories of the twenty-third round, a legitimate-side ("L") round: lasting facts written with the words the
// temporary-wording gate listens for, each with the memory type an extraction model would send for it and a subject
// word of its own: lasting dislikes and fears of an episode type, negated or "never" habits, habits with a frequency,
// biography with a past date, lasting health, work and home facts with a season or time word, titles and names that
// hold a time word, preferences about the moment of things; and four clearly temporary controls per language.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to accept
  episode_dislike: ['user_preference', 'dislike'],
  never_habit: ['stable_user_context', 'habit'],
  frequency_habit: ['recurring_constraint', 'routine'],
  dated_biography: ['stable_user_context', 'biography'],
  lasting_health: ['stable_user_context', 'health'],
  timed_work_home: ['stable_user_context', 'work'],
  time_title: ['user_preference', 'title'],
  moment_preference: ['user_preference', 'timing'],
  // to refuse
  control_now: ['stable_user_context', 'now'],
};

export const group = groupedBy(CATEGORY);
