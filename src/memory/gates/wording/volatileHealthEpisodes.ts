import { hasAbstaining } from './volatileAbstaining';
import { hasCleanse } from './volatileCleanse';
import { hasDentalCare } from './volatileDentalCare';
import { hasInjury } from './volatileInjury';

// The health, diet and care episodes of the moment of the twentieth wording round, read together: a cleanse or a month
// without alcohol, going without something for now, an injury or jet lag, a tooth being treated. Each passes by nature;
// the caller leaves out a text with a word of habit.

/** A health, diet or care episode of the moment: temporary. */
export const hasHealthEpisode = (text: string): boolean =>
  hasCleanse(text) || hasAbstaining(text) || hasInjury(text) || hasDentalCare(text);
