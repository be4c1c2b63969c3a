import { describe, expect, it } from 'vitest';
import type { SectionStyle } from '../../../shared/document/schema';
import { sampleSite } from '../test-site';
import { runEdit } from './testing';
import { updateSectionStyle } from './update-section-style';

describe('updateSectionStyle', () => {
  it.each([
    [{ padding: 'large' }, { padding: 'large', cornerRadius: 0, divider: 'none', theme: null }],
    [
      { divider: 'rounded' },
      { padding: 'medium', cornerRadius: 0, divider: 'rounded', theme: null },
    ],
    [{ cornerRadius: 22 }, { padding: 'medium', cornerRadius: 22, divider: 'none', theme: null }],
    [{ theme: 'dark' }, { padding: 'medium', cornerRadius: 0, divider: 'none', theme: 'dark' }],
    [
      { padding: 'small', cornerRadius: 22, divider: 'none' },
      { padding: 'small', cornerRadius: 22, divider: 'none', theme: null },
    ],
  ] as const)('applies %j', (style, expected) => {
    const run = runEdit(sampleSite(), (draft, ctx) => updateSectionStyle(draft, ctx, 's2', style));
    expect(run.outcome).toEqual({ ok: true });
    expect(run.after.pages[0]!.sections[1]!.style).toEqual(expected);
    expect(run.after.pages[0]!.sections[0]!.style).toEqual({
      padding: 'medium',
      cornerRadius: 0,
      divider: 'none',
      theme: null,
    });
  });

  it('assigns a theme and gives the section back to the default theme', () => {
    const themed = runEdit(sampleSite(), (draft, ctx) =>
      updateSectionStyle(draft, ctx, 's2', { theme: 'darkest' }),
    );
    expect(themed.after.pages[0]!.sections[1]!.style.theme).toBe('darkest');
    const back = runEdit(themed.after, (draft, ctx) =>
      updateSectionStyle(draft, ctx, 's2', { theme: null }),
    );
    expect(back.after.pages[0]!.sections[1]!.style.theme).toBeNull();
  });

  it('changes nothing when the style is already so', () => {
    const run = runEdit(sampleSite(), (draft, ctx) =>
      updateSectionStyle(draft, ctx, 's2', { padding: 'medium' }),
    );
    expect(run.after).toBe(run.before);
  });

  it.each([
    ['huge padding', { padding: 'huge' }, 'huge is not one of the expected options.'],
    ['radius 10', { cornerRadius: 10 }, '10 is not one of the expected options.'],
    ['an unknown key', { border: true }, 'border is not one of the expected options.'],
    ['an unknown divider', { divider: 'zigzag' }, 'zigzag is not one of the expected options.'],
    ['a theme the site lacks', { theme: 'neon' }, 'neon is not one of the expected options.'],
    ['a theme that is no id', { theme: 'a b' }, 'a b is not one of the expected options.'],
  ])('refuses %s and leaves the document untouched', (_name, style, message) => {
    const run = runEdit(sampleSite(), (draft, ctx) =>
      updateSectionStyle(draft, ctx, 's1', style as unknown as Partial<SectionStyle>),
    );
    expect(run.outcome).toEqual({ ok: false, message });
    expect(run.after).toBe(run.before);
  });

  it('refuses a missing section', () => {
    const run = runEdit(sampleSite(), (draft, ctx) =>
      updateSectionStyle(draft, ctx, 'zz', { padding: 'small' }),
    );
    expect(run.outcome).toEqual({ ok: false, message: 'That section no longer exists.' });
  });
});
