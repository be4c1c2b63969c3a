// Likert (survey) answer labels: spec storefront.md §3 "five likert answer labels" (localized)
// and §9 "likert defaults Strongly Disagree to Strongly Agree". The spec names only the two ends;
// the middle three are the standard five-point scale.

export const LIKERT_DEFAULT_LABELS = [
  'Strongly Disagree',
  'Disagree',
  'Neutral',
  'Agree',
  'Strongly Agree',
] as const;

/** The five labels, each localized one used when present and non-empty, else the default. */
export function likertLabels(localized: readonly (string | null | undefined)[] = []): string[] {
  return LIKERT_DEFAULT_LABELS.map((fallback, i) => localized[i]?.trim() || fallback);
}
