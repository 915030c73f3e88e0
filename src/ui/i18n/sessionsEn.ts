// Settings → Sessions: naming, renaming and deleting the browser sessions of this browser.
export const sessionsEn = {
  sessionDefaultName: 'Session {number}',
  sessionDates: 'Started {created} · last used {used}',
  sessionName: 'Session name',
  sessionNameHint: 'Leave it empty for the default name.',
  renameSession: 'Rename',
  deleteSession: 'Delete',
  sessionCurrentNotDeletable: 'The current session cannot be deleted: switch to another one first.',
  confirmDeleteSession: 'Delete “{name}”? Its conversations, memory and sync state are removed from this browser. This cannot be undone.',
  confirmDeleteSessionButton: 'Delete session',
  sessionDeleted: '“{name}” was deleted.',
};
