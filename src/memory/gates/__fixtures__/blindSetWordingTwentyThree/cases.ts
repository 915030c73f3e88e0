// The categories of the twenty-third wording round, each with the memory type an extraction model would send for it
// when it copies school, weather or work of the moment from a chat, and a subject word of its own: school of the
// moment (a school trip on Friday, exams starting Monday, a parent-teacher meeting tonight, half-term this week),
// weather of the moment (a snow day, a heatwave this week, a garden flooded after last night's storm, windows shut for
// the pollen season), work of the moment (a release crunch, the Q3 report this month, the boss away until Thursday,
// covering for a colleague, a contract ending in March, a promotion awaited, a new hire onboarded, a conference talk
// next Tuesday), and the lasting facts that look like them.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  school_now: ['stable_user_context', 'school'],
  weather_now: ['recurring_constraint', 'weather'],
  work_now: ['project_context', 'work'],
  // to accept
  lasting_school: ['stable_user_context', 'school'],
  lasting_weather: ['recurring_constraint', 'weather'],
  lasting_work: ['project_context', 'work'],
};

export const group = groupedBy(CATEGORY);
