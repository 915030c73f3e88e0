// Follow-up cases of the twenty-third round, written after the rules: other wordings of each class fixed, to accept,
// and temporary twins to refuse.
import type { BlindCase } from '../blindCase';

export const LASTING_TWENTY_THREE_FOLLOW_UP: readonly BlindCase[] = [];
