// Follow-up cases of the twenty-fifth round, written after its category rules.
import type { BlindCase } from '../blindCase';

export const LASTING_TWENTY_FIVE_FOLLOW_UP: readonly BlindCase[] = [];
