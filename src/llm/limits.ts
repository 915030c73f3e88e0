// Request limits callers plan by. Kept apart from the calls (and the SDK), which load on first use.

/** At most this many inputs per embeddings request: a backlog of memories goes in batches, neither one request each nor one huge one. */
export const EMBED_BATCH_MAX = 64;
