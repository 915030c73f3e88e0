import { hasAppTrouble, hasKeepsCrashing } from './volatileAppTrouble';
import { hasBugChased } from './volatileBugChase';
import { hasLatelyRoutine } from './volatileLatelyRoutine';
import { hasReviewAwaited } from './volatileReviewAwaited';
import { hasThisSprint } from './volatileSprint';

// The new classes of the twenty-fifth wording round (devices, apps, accounts and work in progress of the moment, as an
// extraction model copies them from a chat with a coding or tech assistant), one entry so that volatileWording.ts gains
// a single call. Each is temporary unless the caller finds a word of habit, and each holds in a project's text too: a
// project goes on, but its sprint, the bug chased in it and the review awaited for it end.

/** Code work, a device or an app of the moment. */
export const hasTechOfMoment = (text: string): boolean =>
  hasThisSprint(text) || hasBugChased(text) || hasReviewAwaited(text) || hasAppTrouble(text);

/** Read before words of frequency: an app crashing again and again now, a routine said to hold lately. */
export const hasBoundedRepeat = (text: string): boolean => hasKeepsCrashing(text) || hasLatelyRoutine(text);
