// The categories of the twenty-fourth round, a legitimate-side ("L") round: lasting facts written in a present tense
// or aspect that could be taken for the moment, each with the memory type an extraction model would send for it and a
// subject word of its own: a long pursuit stated as progressive, a lasting state with a word meaning "nowadays", likes
// and dislikes naming a moment of the day or week, a trait with "this" or "right" in another sense, a never or a
// dislike beside a time word, routines with a clock time or a weekday, names holding a time word, lasting health and
// diet; and four plainly temporary controls per language.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to accept
  long_pursuit: ['stable_user_context', 'pursuit'],
  nowadays_state: ['stable_user_context', 'lifestyle'],
  moment_taste: ['user_preference', 'moment'],
  other_sense: ['user_preference', 'manner'],
  never_time: ['user_preference', 'aversion'],
  clock_routine: ['recurring_constraint', 'routine'],
  time_name: ['stable_user_context', 'name'],
  lasting_body: ['stable_user_context', 'health'],
  // to refuse
  control_now: ['stable_user_context', 'now'],
};

export const group = groupedBy(CATEGORY);
