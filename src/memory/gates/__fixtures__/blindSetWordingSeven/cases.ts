// The categories of the seventh wording round, each with the memory type a model's extractor would send for it and a
// subject word of its own: temporary tastes and lasting tastes as preferences, the other texts as stable context.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  temp_preference: ['user_preference', 'drinks'],
  trial: ['stable_user_context', 'equipment'],
  temp_diet: ['stable_user_context', 'diet'],
  whereabouts: ['stable_user_context', 'travel'],
  device_state: ['stable_user_context', 'devices'],
  interrupted_habit: ['stable_user_context', 'hobbies'],
  event_feeling: ['stable_user_context', 'work'],
  waiting: ['stable_user_context', 'health'],
  deadline: ['stable_user_context', 'studies'],
  probability: ['stable_user_context', 'traits'],
  one_instance: ['user_preference', 'pets'],
  third_party: ['user_preference', 'music'],
  // to accept
  long_duration: ['stable_user_context', 'health'],
  dated_past: ['stable_user_context', 'biography'],
  habit_time: ['user_preference', 'routine'],
  long_plan: ['stable_user_context', 'future'],
  stable_negation: ['user_preference', 'food'],
  title_time: ['user_preference', 'books'],
  profession_time: ['stable_user_context', 'work'],
  currently_lasting: ['stable_user_context', 'home'],
};

export const group = groupedBy(CATEGORY);
