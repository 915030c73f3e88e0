// Follow-up cases of the fourth wording round, written after reading the gates (none while the round is only scored).
import type { BlindCase } from '../blindCase';

export const WORDING_FOUR_FOLLOW_UP: readonly BlindCase[] = [];
