// The Content dialog's "call, announce, reload" (TermsManager.tsx, CommentsModeration.tsx,
// CommentSettings.tsx): waits for a server call; a refusal shows its message, a success clears
// the error, says what was done (the dialog's live region) and loads the list again.
export interface AnnouncedSteps {
  readonly setError: (message: string | null) => void;
  readonly announce: (text: string) => void;
  readonly reload: () => Promise<void> | void;
}

/** Whether the call succeeded. */
export async function announced(
  answer: Promise<{ readonly ok: boolean; readonly message?: string }>,
  said: string,
  steps: AnnouncedSteps,
): Promise<boolean> {
  const result = await answer;
  if (!result.ok) {
    steps.setError(result.message ?? null);
    return false;
  }
  steps.setError(null);
  steps.announce(said);
  await steps.reload();
  return true;
}
