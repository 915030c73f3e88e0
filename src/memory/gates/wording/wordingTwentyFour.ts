import { hasGuestsStaying } from './volatileGuestsStaying';
import { hasNewInTown } from './volatileNewInTown';
import { hasOccasionAhead } from './volatileOccasionAhead';
import { hasShoppingFor } from './volatileShoppingFor';

// The new classes of the twenty-fourth wording round (social life, events and shopping of the moment), one entry so
// that volatileWording.ts gains a single call. Each is temporary unless the caller finds a word of habit. The round also
// widened older classes: a reply awaited (volatileAwaitedAnswer.ts), a return still to make
// (volatileReturnedPurchase.ts) and tickets got for one occasion (volatileBookedStay.ts).

/**
 * Social life, an event or shopping of the moment. For a project's text (type project_context) organising or planning
 * an occasion is the project itself, an undertaking of months ("is planning a small wedding at a lake house for next
 * summer"), as trying something is (volatileWording.ts): the occasion rule leaves it to the project's own gates.
 */
export const hasSocialLifeOfMoment = (text: string, project = false): boolean =>
  (!project && hasOccasionAhead(text)) || hasGuestsStaying(text) || hasShoppingFor(text) || hasNewInTown(text);
