// The categories of the eighteenth wording round, each with the memory type an extraction model would send for it
// when it copies a social or work situation of the moment from a chat, and a subject word of its own: work of the
// moment (on call this week, covering for a colleague, a short-staffed team, a deadline on Friday, a talk to prepare,
// a recruiter's answer, a raise under negotiation, a strike, this year's turn on the holiday rota), home of the moment
// (a guest on the sofa, a partner away, the kids at their grandparents', a roommate moving out, a neighbour's
// renovation), relations of the moment (a fight with a sister, not speaking since the weekend, just started dating),
// and the lasting situations that look like them.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  work_now: ['recurring_constraint', 'work'],
  home_now: ['stable_user_context', 'home'],
  relation_now: ['stable_user_context', 'relationships'],
  // to accept
  lasting_work: ['recurring_constraint', 'work'],
  lasting_home: ['stable_user_context', 'home'],
  lasting_relation: ['stable_user_context', 'relationships'],
};

export const group = groupedBy(CATEGORY);
