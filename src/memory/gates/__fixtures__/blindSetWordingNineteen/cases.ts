// The categories of the nineteenth wording round, each with the memory type an extraction model would send for it
// when it copies media, a hobby or a consumption of the moment from a chat, and a subject word of its own: media of
// the moment (a novel being read, a series this week, a K-drama binge, an album on repeat), hobbies of the moment (a
// recipe tonight, a song for Saturday's party, a class this term, padel since last month, a game these days),
// progress of the moment (halfway through a puzzle, a 30-day challenge, a streak on a language app, a library book
// due Friday), and the lasting tastes and habits that look like them.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  media_now: ['stable_user_context', 'media'],
  hobby_now: ['stable_user_context', 'hobby'],
  progress_now: ['recurring_constraint', 'progress'],
  // to accept
  lasting_media: ['stable_user_context', 'media'],
  lasting_hobby: ['stable_user_context', 'hobby'],
  lasting_habit: ['recurring_constraint', 'habit'],
};

export const group = groupedBy(CATEGORY);
