// The categories of the thirteenth wording round, each with the memory type an extraction model that writes
// structured, terse notes would send for it and a subject word of its own: states held only for now or only as a
// guess, written as fields, bullets, tags and qualifiers; and the lasting facts, schedules, projects, traits, titles
// and account notes written in the same terse style.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  field_state: ['stable_user_context', 'status'],
  marker: ['recurring_constraint', 'wellbeing'],
  qualifier: ['workflow_preference', 'setup'],
  short_date: ['recurring_constraint', 'availability'],
  crm_now: ['stable_user_context', 'account'],
  guess_mark: ['stable_user_context', 'background'],
  fragment: ['stable_user_context', 'situation'],
  // to accept
  field_lasting: ['stable_user_context', 'profile'],
  field_schedule: ['workflow_preference', 'schedule'],
  dated_project: ['project_context', 'project'],
  terse_trait: ['stable_user_context', 'traits'],
  title_time: ['user_preference', 'media'],
  crm_lasting: ['communication_preference', 'client'],
  marked_lasting: ['user_preference', 'tastes'],
};

export const group = groupedBy(CATEGORY);
