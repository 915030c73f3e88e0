import { hasAtTransit } from './volatileAtTransit';
import { hasAwaitedDelivery } from './volatileAwaitedDelivery';
import { hasBookedStay } from './volatileBookedStay';
import { hasErrandToBuy } from './volatileErrandToBuy';
import { hasForTheWeekend } from './volatileForTheWeekend';
import { hasInRepair } from './volatileInRepair';
import { hasMonthDeadline } from './volatileMonthDeadline';
import { hasStuckInTraffic } from './volatileStuckInTraffic';
import { hasTripCancelled } from './volatileTripCancelled';

// The classes of the twenty-first wording round (whereabouts, trips, errands and appointments of the moment), one
// entry so that volatileWording.ts gains a single call. Each is temporary unless the caller finds a word of habit.

/** Whereabouts, a trip, an errand or an appointment of the moment. */
export const hasWhereaboutsOfMoment = (text: string): boolean =>
  hasAtTransit(text) ||
  hasStuckInTraffic(text) ||
  hasForTheWeekend(text) ||
  hasTripCancelled(text) ||
  hasBookedStay(text) ||
  hasAwaitedDelivery(text) ||
  hasInRepair(text) ||
  hasErrandToBuy(text) ||
  hasMonthDeadline(text);
