// Follow-up cases of the seventh wording round, written after the gate rules were read (none yet).
import type { BlindCase } from '../blindCase';

export const WORDING_SEVEN_FOLLOW_UP: readonly BlindCase[] = [];
