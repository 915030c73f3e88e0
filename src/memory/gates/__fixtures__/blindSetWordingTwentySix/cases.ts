// The categories of the twenty-sixth wording round, each with the memory type an extraction model would send for it
// when it writes down what someone other than the user inferred, guessed or passed on as if it were a fact about the
// user, and a subject word of its own: the assistant's own inference from the chat, a third party's opinion or
// diagnosis relayed, a profile trait deduced from one chat, hearsay and rumours, a model's hedged summary, and the
// lasting look-alikes the user states as theirs (a diagnosis they report, a trait they claim, a belief they hold, a
// fact about a relative, a preference said with an intensifier).
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  inferred: ['stable_user_context', 'profile'],
  relayed: ['stable_user_context', 'health'],
  deduced_trait: ['user_preference', 'personality'],
  hearsay: ['project_context', 'work'],
  hedged: ['user_preference', 'interests'],
  // to accept
  own_diagnosis: ['stable_user_context', 'health'],
  own_trait: ['stable_user_context', 'personality'],
  own_belief: ['user_preference', 'beliefs'],
  relative_fact: ['stable_user_context', 'family'],
  firm_preference: ['user_preference', 'preferences'],
};

export const group = groupedBy(CATEGORY);
