// Follow-up cases of the twenty-seventh round, written after reading the gates and writing its rules: new one-line
// probes of the classes its misses belonged to, in other words, values and services than the rules' own tests, both ways.
import type { BlindCase } from '../blindCase';

export const TWENTY_SEVENTH_FOLLOW_UP: readonly BlindCase[] = [];
