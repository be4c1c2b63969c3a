import { describe, expect, it } from 'vitest';
import { submissionValueText } from './submission-text';

describe('submissionValueText', () => {
  it.each([
    [undefined, ''],
    ['as typed ', 'as typed '],
    [['1 Main', '', 'Town'], '1 Main, Town'],
    [[], ''],
    [{ Q1: ['Agree'], Q2: ['Neutral', 'Agree'] }, 'Q1: Agree\nQ2: Neutral, Agree'],
  ])('%j reads %j', (value, text) => {
    expect(submissionValueText(value)).toBe(text);
  });
});
