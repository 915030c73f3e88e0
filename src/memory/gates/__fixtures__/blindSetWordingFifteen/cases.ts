// The categories of the fifteenth wording round, each with the memory type an over-eager extraction model would send
// for it after one conversation and a subject word of its own: the user's feeling or state of the moment, a craving
// of tonight, the model's guess about the user from thin evidence, a hedged self-report of health; and the lasting
// feelings, tastes, traits said by the user, diagnosed conditions and titles with mood words that look like them.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  mood_now: ['stable_user_context', 'feelings'],
  craving: ['user_preference', 'food'],
  guess: ['stable_user_context', 'background'],
  hedged_health: ['stable_user_context', 'health'],
  // to accept
  lasting_feeling: ['stable_user_context', 'feelings'],
  taste: ['user_preference', 'food'],
  stated_trait: ['stable_user_context', 'background'],
  diagnosed: ['stable_user_context', 'health'],
  title: ['user_preference', 'media'],
};

export const group = groupedBy(CATEGORY);
