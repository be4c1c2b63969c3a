import { describe, expect, it } from 'vitest';
import { answerText, lightboxPlacement } from './lightbox-layout';

describe('lightbox placement', () => {
  it('centres content that fits, scrolls taller content with a 50 px margin', () => {
    expect(lightboxPlacement(400, 800)).toEqual({ mode: 'centred' });
    expect(lightboxPlacement(800, 800)).toEqual({ mode: 'centred' });
    expect(lightboxPlacement(801, 800)).toEqual({ mode: 'scroll', margin: 50 });
  });
});

describe('no-answer text', () => {
  it.each([
    ['Blue', undefined, 'Blue'],
    ['', 'Keine Antwort', 'Keine Antwort'],
    [' ', '  ', 'N/A'],
    ['', null, 'N/A'],
  ])('%j with %j shows %j', (answer, localized, text) => {
    expect(answerText(answer, localized)).toBe(text);
  });
});
