// Follow-up cases of the sixteenth wording round, written after its rules (none yet).
import type { BlindCase } from '../blindCase';

export const WORDING_SIXTEEN_FOLLOW_UP: readonly BlindCase[] = [];
