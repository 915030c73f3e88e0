// Follow-up cases of the thirteenth wording round, written after the rules.
import type { BlindCase } from '../blindCase';

export const WORDING_THIRTEEN_FOLLOW_UP: readonly BlindCase[] = [];
