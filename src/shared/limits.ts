/** Numbers more than one layer must agree on, defined once. */

/** Messages a chat opens with, and how many more each scroll to the top loads. */
export const MESSAGE_PAGE = 100;

/** How long a request waits for the embedding of the user's message before recalling without it. */
export const EMBED_DEADLINE_DEFAULT_MS = 400;
/** Shorter than this, the embedding could never arrive in time: the setting is raised to it. */
export const EMBED_DEADLINE_MIN_MS = 50;
