import { STORE_COMMON_DF } from './rarity';

/** A thing named by at least this share of the user's memories is part of their everyday life. */
const EVERYDAY_SHARE = 0.1;

/**
 * Whether a thing is the user's everyday: more memories name it than the store counts a word common in (four), and
 * they are at least a tenth of the store — coffee in a roaster's memories, the piano in a tuner's. Such a thing is
 * the topic of none of them in particular. `mentions`: memories naming it; `storeSize`: active memories.
 */
export const isStoreEveryday = (mentions: number, storeSize: number): boolean =>
  mentions > STORE_COMMON_DF && mentions >= storeSize * EVERYDAY_SHARE;
