// The categories of the tenth wording round, each with the memory type a model's extractor would send for it and a
// subject word of its own: everyday candidates that hold only for now or only as a guess, and the lasting facts and
// tastes that share their words.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  temporary_state: ['stable_user_context', 'wellbeing'],
  temporary_whereabouts: ['stable_user_context', 'location'],
  temporary_diet: ['user_preference', 'food'],
  temporary_project: ['stable_user_context', 'activities'],
  temporary_plan: ['stable_user_context', 'plans'],
  speculation: ['stable_user_context', 'background'],
  hearsay: ['stable_user_context', 'circle'],
  hedge: ['user_preference', 'tastes'],
  // to accept
  habit: ['user_preference', 'routine'],
  usual: ['user_preference', 'habits'],
  chronic_condition: ['stable_user_context', 'health'],
  profession_time: ['stable_user_context', 'career'],
  dated_title: ['user_preference', 'media'],
  past_event: ['stable_user_context', 'biography'],
};

export const group = groupedBy(CATEGORY);
