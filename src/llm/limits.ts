// Request limits callers plan by. Kept apart from the calls (and the SDK), which load on first use.

/** At most this many inputs per embeddings request (issue 13: batched, ≤ 64). */
export const EMBED_BATCH_MAX = 64;
