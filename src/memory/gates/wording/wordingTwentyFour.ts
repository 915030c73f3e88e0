import { hasGuestsStaying } from './volatileGuestsStaying';
import { hasNewInTown } from './volatileNewInTown';
import { hasOccasionAhead } from './volatileOccasionAhead';
import { hasShoppingFor } from './volatileShoppingFor';

// The new classes of the twenty-fourth wording round (social life, events and shopping of the moment), one entry so
// that volatileWording.ts gains a single call. Each is temporary unless the caller finds a word of habit. The round also
// widened older classes: a reply awaited (volatileAwaitedAnswer.ts), a return still to make
// (volatileReturnedPurchase.ts) and tickets got for one occasion (volatileBookedStay.ts).

/** Social life, an event or shopping of the moment. */
export const hasSocialLifeOfMoment = (text: string): boolean =>
  hasOccasionAhead(text) || hasGuestsStaying(text) || hasShoppingFor(text) || hasNewInTown(text);
