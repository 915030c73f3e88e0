/** Draft conversations exist only on the page; nothing with such an id is ever stored, so an opened-and-abandoned new chat leaves no trace. */
export const DRAFT_PREFIX = '__draft__';

export const isDraftId = (id: string | null | undefined): boolean => typeof id === 'string' && id.trim().startsWith(DRAFT_PREFIX);
