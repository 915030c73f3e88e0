// The categories of the twenty-fourth wording round, each with the memory type an extraction model would send for it
// when it copies social life, events or shopping of the moment from a chat, and a subject word of its own: an event of
// the moment (a wedding on Saturday, a birthday party next week, a concert tonight, friends staying this weekend, a
// first date, a housewarming, a reunion), shopping of the moment (a sofa hunted for, a pre-order arriving, a sale this
// week, two phones compared, a gift to find, a return to make, tickets or a table for one occasion), a social state of
// the moment (not talking to a friend since yesterday, waiting for a reply, new in town), and the lasting facts that
// look like them.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  event_now: ['stable_user_context', 'events'],
  shopping_now: ['user_preference', 'shopping'],
  social_now: ['stable_user_context', 'friends'],
  // to accept
  lasting_events: ['user_preference', 'events'],
  lasting_shopping: ['user_preference', 'shopping'],
  lasting_social: ['stable_user_context', 'friends'],
};

export const group = groupedBy(CATEGORY);
