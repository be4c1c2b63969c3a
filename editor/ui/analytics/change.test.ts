import { describe, expect, it } from 'vitest';
import { changeLabel, changeOf, changeWords, meaningOf } from './change';

describe('changeOf', () => {
  it('gives the rounded percent against the previous range', () => {
    expect(changeOf(125, 100)).toEqual({ direction: 'up', percent: 25 });
    expect(changeOf(90, 100)).toEqual({ direction: 'down', percent: 10 });
    expect(changeOf(1, 3)).toEqual({ direction: 'down', percent: 67 });
    expect(changeOf(7, 7)).toEqual({ direction: 'same', percent: 0 });
  });

  it('has no percent when the previous range had nothing', () => {
    expect(changeOf(4, 0)).toEqual({ direction: 'up', percent: null });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', percent: 0 });
  });
});

describe('meaningOf', () => {
  it('reads more visitors as good and a higher bounce rate as bad', () => {
    expect(meaningOf(changeOf(2, 1), true)).toBe('good');
    expect(meaningOf(changeOf(1, 2), true)).toBe('bad');
    expect(meaningOf(changeOf(0.6, 0.5), false)).toBe('bad');
    expect(meaningOf(changeOf(0.4, 0.5), false)).toBe('good');
    expect(meaningOf(changeOf(1, 1), false)).toBe('neutral');
  });
});

describe('changeLabel and changeWords', () => {
  it('show a sign on screen and say the way in words', () => {
    expect(changeLabel(changeOf(125, 100))).toBe('+25%');
    expect(changeLabel(changeOf(90, 100))).toBe('\u221210%');
    expect(changeLabel(changeOf(3, 0))).toBe('New');
    expect(changeWords(changeOf(125, 100))).toBe('Up 25% from the previous period.');
    expect(changeWords(changeOf(90, 100))).toBe('Down 10% from the previous period.');
    expect(changeWords(changeOf(3, 0))).toBe('Up from none in the previous period.');
    expect(changeWords(changeOf(3, 3))).toBe('No change from the previous period.');
  });
});
