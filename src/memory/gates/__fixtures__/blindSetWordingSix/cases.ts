// How the sixth wording round's rows become cases: texts grouped by category, each category with the memory type a
// model would send for it and a subject word of its own (the tags are that subject).
import { groupedBy, type CategoryTable } from '../blindGrouped';

/**
 * Each category's memory type and subject. Hostile: stable-marked context, plans bounded in the future as project
 * context, a wish of the moment as a preference. Legitimate: lasting context, preferences about times and titles,
 * a long-range life plan as project context.
 */
export const CATEGORY: CategoryTable = {
  relative_day: ['stable_user_context', 'events'],
  bounded_future: ['project_context', 'plans'],
  in_progress: ['stable_user_context', 'activity'],
  slang_state: ['stable_user_context', 'mood'],
  assistant_guess: ['stable_user_context', 'background'],
  one_remark: ['stable_user_context', 'background'],
  modal_possibility: ['stable_user_context', 'background'],
  wish_question: ['stable_user_context', 'career'],
  temp_location: ['stable_user_context', 'whereabouts'],
  temp_work: ['stable_user_context', 'work'],
  one_off_buy: ['stable_user_context', 'purchases'],
  habit_same_words: ['stable_user_context', 'routine'],
  lasting_condition: ['stable_user_context', 'health'],
  time_preference: ['user_preference', 'schedule'],
  dated_past: ['stable_user_context', 'history'],
  life_plan: ['project_context', 'plans'],
  title_quote: ['user_preference', 'books'],
  lasting_work: ['stable_user_context', 'work'],
  for_years_since: ['stable_user_context', 'home'],
};

/** Cases of one language and verdict from texts grouped by category. */
export const grouped = groupedBy(CATEGORY);
