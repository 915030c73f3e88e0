// The categories of the sixteenth wording round, each with the memory type an extraction model would send for it
// when it summarises a week of chats, and a subject word of its own: life situations under way that will end (a
// move, works at home, a house-sit or guests; a job hunt, exams, a visa, driving lessons; a pregnancy, a course of
// medicine, a cast, a diet for a day; caring for a parent after an operation, a divorce under way), and the lasting
// situations that look like them (where and how the user lives, works and is, kin and marriage), some with a date or
// a duration.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  home_phase: ['stable_user_context', 'home'],
  work_phase: ['stable_user_context', 'work'],
  health_phase: ['stable_user_context', 'health'],
  family_phase: ['stable_user_context', 'family'],
  // to accept
  lasting_home: ['stable_user_context', 'home'],
  lasting_work: ['stable_user_context', 'work'],
  lasting_health: ['stable_user_context', 'health'],
  lasting_family: ['stable_user_context', 'family'],
};

export const group = groupedBy(CATEGORY);
