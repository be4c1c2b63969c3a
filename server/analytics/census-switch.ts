// The owner's "Census disabled" setting as the analytics calls read it (site-and-editor.md §4:
// events are recorded only "when census is not disabled"). Every call asks, so the answer is kept:
// read from the published site once, then again after CENSUS_SWITCH_TTL_MS (another process may
// have published) or at once after this process publishes (`invalidate`).
export const CENSUS_SWITCH_TTL_MS = 5000;

export interface CensusSwitch {
  /** Whether the published site has the census disabled; a failed read counts as on. */
  disabled(): Promise<boolean>;
  /** Forgets the kept answer: the next call reads the site again. */
  invalidate(): void;
}

export function censusSwitch(
  read: () => Promise<boolean>,
  now: () => number = Date.now,
): CensusSwitch {
  let kept: { readonly at: number; readonly value: Promise<boolean> } | undefined;
  return {
    disabled() {
      const time = now();
      if (!kept || time - kept.at >= CENSUS_SWITCH_TTL_MS) {
        const value = read();
        const entry = { at: time, value: value.catch(() => false) };
        value.catch(() => {
          if (kept === entry) kept = undefined;
        });
        kept = entry;
      }
      return kept.value;
    },
    invalidate() {
      kept = undefined;
    },
  };
}
