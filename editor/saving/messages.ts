// What the status line says about loading and saving. "Unable to connect. Please try again." and
// "Unable to load. Try again." are the spec's editor messages (§8).
export const SaveMessage = {
  network: 'Unable to connect. Please try again.',
  loadFailed: 'Unable to load. Try again.',
  draftConflict: 'This site was changed elsewhere since your unsaved changes were made.',
  draftDiscarded: 'Unsaved changes from your last visit could not be restored and were discarded.',
} as const;
