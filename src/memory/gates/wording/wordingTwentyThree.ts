import { hasAwaitedAnswer } from './volatileAwaitedAnswer';
import { hasContractEnd } from './volatileContractEnd';
import { hasCrunch } from './volatileCrunch';
import { hasSchoolBreak } from './volatileSchoolBreak';
import { hasSchoolEvent } from './volatileSchoolEvent';
import { hasWeatherSpell } from './volatileWeatherSpell';

// The classes of the twenty-third wording round (school, weather and work of the moment), one entry so that
// volatileWording.ts gains a single call. Each is temporary unless the caller finds a word of habit.

/** School, weather or work of the moment. */
export const hasSchoolWorkWeatherOfMoment = (text: string): boolean =>
  hasSchoolBreak(text) ||
  hasSchoolEvent(text) ||
  hasWeatherSpell(text) ||
  hasCrunch(text) ||
  hasAwaitedAnswer(text) ||
  hasContractEnd(text);
