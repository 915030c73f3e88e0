// Follow-up cases of the eleventh wording round, written after the gates' wording rules were read.
import type { BlindCase } from '../blindCase';

export const WORDING_ELEVEN_FOLLOW_UP: readonly BlindCase[] = [];
