import { describe, expect, it } from 'vitest';
import { LIKERT_DEFAULT_LABELS, likertLabels } from './likert';

describe('likert labels', () => {
  it('defaults to five labels from Strongly Disagree to Strongly Agree', () => {
    expect(LIKERT_DEFAULT_LABELS).toHaveLength(5);
    expect(LIKERT_DEFAULT_LABELS[0]).toBe('Strongly Disagree');
    expect(LIKERT_DEFAULT_LABELS[4]).toBe('Strongly Agree');
    expect(likertLabels()).toEqual([...LIKERT_DEFAULT_LABELS]);
  });

  it('uses localized labels where given', () => {
    expect(likertLabels(['Pas du tout', '', null, 'D’accord'])).toEqual([
      'Pas du tout',
      'Disagree',
      'Neutral',
      'D’accord',
      'Strongly Agree',
    ]);
  });
});
