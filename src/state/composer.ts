const DRAFT_KEY = '__draft__';

/** The composer's text is kept per conversation; the draft (no id yet) has its own key. */
export const composerKey = (activeId: string | null) => activeId ?? DRAFT_KEY;
