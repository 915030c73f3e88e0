// Where memories imported from another assistant say they came from, in their record and their history.
// A module of its own so the memory view can name the source without loading the gates.
export const ASSISTANT_IMPORT_CONVERSATION_ID = 'assistant-import';
