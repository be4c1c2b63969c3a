import { describe, expect, it } from 'vitest';
import { hexToHsl } from '../../../shared/design/color';
import { dirtyPaths } from '../../../shared/design/dirty';
import { generateThemes } from '../../../shared/design/themes';
import { sampleSite } from '../test-site';
import { runEdit } from './testing';
import { designMergeKey, replaceDesign, updateDesign } from './update-design';
import { updateSectionStyle } from './update-section-style';

const red = hexToHsl('#ff0000')!;

describe('updateDesign', () => {
  it('sets a palette colour in place, merging drags at the same path', () => {
    const run = runEdit(sampleSite(), (draft, ctx) =>
      updateDesign(draft, ctx, ['colorPalette', 2], red),
    );
    expect(run.outcome).toEqual({ ok: true, mergeKey: designMergeKey(['colorPalette', 2]) });
    expect(run.after.design.colorPalette[2]).toEqual(red);
    expect(run.after.design.colorPalette[1]).toBe(run.before.design.colorPalette[1]);
    expect(dirtyPaths(run.before.design, run.after.design)).toEqual(['colorPalette']);
  });

  it.each([
    [['buttons', 'shape'], 'pill'],
    [['buttons'], { shape: 'square', fill: 'outline', cornerRadius: 0 }],
    [['scrollAnimation'], 'scale'],
    [['defaultThemeId'], 'darkest'],
    [['fontThemes', 0, 'headings'], 'didone'],
    [['activeFontThemeId'], 'classic'],
    [['fontUsageCategories', 'headings', 'size'], 3],
  ] as const)('sets %j to %j', (path, value) => {
    const run = runEdit(sampleSite(), (draft, ctx) => updateDesign(draft, ctx, path, value));
    expect(run.outcome.ok).toBe(true);
    let at: unknown = run.after.design;
    for (const step of path) at = (at as Record<string | number, unknown>)[step];
    expect(at).toEqual(value);
  });

  it('changes nothing when the value is already so', () => {
    const run = runEdit(sampleSite(), (draft, ctx) =>
      updateDesign(draft, ctx, ['scrollAnimation'], 'none'),
    );
    expect(run.after).toBe(run.before);
  });

  it.each([
    [['colorPalette', 0], { ...red, hue: 400 }, 'Hue out of bounds'],
    [['colorPalette', 0], { ...red, saturation: -1 }, 'Saturation out of bounds'],
    [['colorPalette', 0], { ...red, alpha: 3 }, 'Alpha out of bounds'],
    [['defaultThemeId'], 'neon', 'is not a colour theme of the site'],
    [['buttons', 'cornerRadius'], 99, 'Too big: expected number to be <=40'],
    [['colorThemes'], [], 'Too small: expected array to have >=1 items'],
    [['nothing', 'here'], 1, 'nothing.here is not part of the site design.'],
  ] as const)('refuses %j = %j: %s, storing nothing', (path, value, message) => {
    const run = runEdit(sampleSite(), (draft, ctx) =>
      updateDesign(draft, ctx, path as never, value),
    );
    expect(run.outcome).toEqual({ ok: false, message });
    expect(run.after).toBe(run.before);
  });

  it('refuses to drop a theme a section uses', () => {
    const themed = runEdit(sampleSite(), (draft, ctx) =>
      updateSectionStyle(draft, ctx, 's1', { theme: 'dark' }),
    ).after;
    const themes = generateThemes(themed.design.colorPalette).slice(0, 2);
    const run = runEdit(themed, (draft, ctx) => updateDesign(draft, ctx, ['colorThemes'], themes));
    expect(run.outcome).toEqual({
      ok: false,
      message: 'The colour theme dark is used by a section.',
    });
  });
});

describe('replaceDesign', () => {
  it('restores exactly the given design, touching only what differs', () => {
    const saved = sampleSite();
    const edited = runEdit(saved, (draft, ctx) => {
      updateDesign(draft, ctx, ['colorPalette', 0], red);
      return updateDesign(draft, ctx, ['scrollAnimation'], 'fade');
    }).after;
    const run = runEdit(edited, (draft, ctx) => replaceDesign(draft, ctx, saved.design));
    expect(run.outcome).toEqual({ ok: true });
    expect(run.after.design).toEqual(saved.design);
    expect(run.after.design.buttons).toBe(edited.design.buttons);
    expect(dirtyPaths(saved.design, run.after.design)).toEqual([]);
  });

  it('refuses an invalid design', () => {
    const bad = { ...sampleSite().design, scrollAnimation: 'spin' } as never;
    const run = runEdit(sampleSite(), (draft, ctx) => replaceDesign(draft, ctx, bad));
    expect(run.outcome.ok).toBe(false);
    expect(run.after).toBe(run.before);
  });
});
