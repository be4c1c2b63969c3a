import { describe, expect, it } from 'vitest';
import { BlockType } from '../codes/block-type-codes';
import { block, page, section, site } from './fixtures';
import { parseSite, parseSiteForSave } from './parse';
import { isStyleKey } from './style-values';

describe('isStyleKey', () => {
  it.each([
    ['fill', true],
    ['stroke', true],
    ['color', true],
    ['background', true],
    ['style', true],
    ['css', true],
    ['textColor', true],
    ['accentColour', true],
    ['buttonStyle', true],
    ['customCss', true],
    ['text', false],
    ['label', false],
    ['code', false],
    ['colorful', false],
    ['Stylesheet', false],
    ['lifestyle', false],
  ])('%s: %s', (key, expected) => {
    expect(isStyleKey(key)).toBe(expected);
  });
});

const shapeSite = (settings: Record<string, unknown>) =>
  site([page('home', [section('s1', [block('b1', BlockType.shape, settings)])])]);

describe('parseSiteForSave', () => {
  it('refuses a colour that loads a file, naming the setting', () => {
    const result = parseSiteForSave(shapeSite({ fill: 'url(https://evil.test/x.svg#p)' }));
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          path: 'pages[0].sections[0].blocks[0].settings.fill',
          message: 'cannot hold "url(" (styles may not load files or run script)',
        },
      ],
    });
  });

  it('refuses escaped and comment-split forms, in lists of items too', () => {
    const items = [
      { title: 'a', textColor: 'u\\72l(x)' },
      { title: 'b', style: { x: 'u/**/rl(y)' } },
    ];
    const result = parseSiteForSave(shapeSite({ items }));
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([
      'pages[0].sections[0].blocks[0].settings.items[0].textColor',
      'pages[0].sections[0].blocks[0].settings.items[1].style.x',
    ]);
  });

  it('saves colours, and text that only mentions url( where no style reads it', () => {
    const settings = {
      fill: '#f4c7b8',
      stroke: '',
      label: 'see url(x) and @home',
      code: '@import x;',
    };
    expect(parseSiteForSave(shapeSite(settings)).ok).toBe(true);
  });

  it('still loads an older stored document that holds one (the frame never applies it)', () => {
    expect(parseSite(shapeSite({ fill: 'url(x)' })).ok).toBe(true);
  });
});

describe('parseSiteForSave: store amounts', () => {
  it('refuses an installment threshold over the largest price, naming it', () => {
    const target = shapeSite({ fill: '#fff' });
    const installments = { ...target.settings.store.installments };
    installments.maximum = { value: '1000000.01', currency: 'USD' };
    const store = { ...target.settings.store, installments };
    const result = parseSiteForSave({ ...target, settings: { ...target.settings, store } });
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          path: 'settings.store.installments.maximum.value',
          message: 'must be at most 1,000,000.00',
        },
      ],
    });
    installments.maximum = { value: '1000000.00', currency: 'USD' };
    expect(parseSiteForSave({ ...target, settings: { ...target.settings, store } }).ok).toBe(true);
  });
});
