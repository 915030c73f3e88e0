// Follow-up cases of the twenty-fifth wording round, to be written after the category rules for the round's misses.
import type { BlindCase } from '../blindCase';

export const WORDING_TWENTY_FIVE_FOLLOW_UP: readonly BlindCase[] = [];
