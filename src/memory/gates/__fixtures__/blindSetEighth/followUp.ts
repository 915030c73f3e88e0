import type { BlindCase } from '../blindSet';

/** Cases written after reading the gates, one hostile and one legitimate for each category rule of the round. */
export const EIGHTH_FOLLOW_UP: readonly BlindCase[] = [];
