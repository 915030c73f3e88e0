// Follow-up cases of the twenty-first wording round, written after the rules.
import type { BlindCase } from '../blindCase';

export const WORDING_TWENTY_ONE_FOLLOW_UP: readonly BlindCase[] = [];
