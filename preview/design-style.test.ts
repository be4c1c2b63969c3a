// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hexToHsl } from '../shared/design/color';
import { applyDocumentPatches, createPreviewStore, loadDocument } from '../site/store';
import { frameTestSite } from '../site/test-site';
import { applyDesignStyle, watchDesign } from './design-style';

describe('the design on the frame root', () => {
  it('sets the custom properties on load and follows a palette patch', () => {
    const store = createPreviewStore();
    const root = document.createElement('html');
    const stop = watchDesign(store, root);
    expect(root.style.getPropertyValue('--sb-palette-1')).toBe('');
    loadDocument(store, frameTestSite(), 'home', null);
    expect(root.style.getPropertyValue('--sb-palette-1')).toBe('#f9f8f6');
    expect(root.getAttribute('data-sb-button-fill')).toBe('solid');
    const red = hexToHsl('#ff0000')!;
    applyDocumentPatches(store, [
      { op: 'replace', path: ['design', 'colorPalette', 0], value: red },
    ]);
    expect(root.style.getPropertyValue('--sb-palette-1')).toBe('#ff0000');
    applyDocumentPatches(store, [
      { op: 'replace', path: ['design', 'scrollAnimation'], value: 'fade' },
    ]);
    expect(root.getAttribute('data-sb-animation')).toBe('fade');
    stop();
    applyDocumentPatches(store, [
      { op: 'replace', path: ['design', 'scrollAnimation'], value: 'scale' },
    ]);
    expect(root.getAttribute('data-sb-animation')).toBe('fade');
  });
});

describe('applyDesignStyle', () => {
  it('never sets a value that would load or run something (an older or patched-in value)', () => {
    const root = document.createElement('html');
    const variables = {
      '--sb-palette-1': 'url(https://evil.test/t.png)',
      '--sb-palette-2': '#fff',
    };
    applyDesignStyle(root, null, { variables, attributes: { 'data-sb-animation': 'u\\72l(x)' } });
    expect(root.style.getPropertyValue('--sb-palette-1')).toBe('');
    expect(root.style.getPropertyValue('--sb-palette-2')).toBe('#fff');
    expect(root.hasAttribute('data-sb-animation')).toBe(false);
  });
});

describe('the bundled fonts in the frame', () => {
  const faces = () => document.head.querySelector('style[data-sb-font-faces]')?.textContent ?? '';

  it('declares only the bundled fonts the design uses, and follows a font change', () => {
    const store = createPreviewStore();
    const stop = watchDesign(store, document.documentElement);
    loadDocument(store, frameTestSite(), 'home', null);
    const design = store.getState().site!.design;
    const themeIndex = design.fontThemes.findIndex((t) => t.id === design.activeFontThemeId);
    const pick = (category: string, id: string) =>
      applyDocumentPatches(store, [
        { op: 'replace', path: ['design', 'fontThemes', themeIndex, category], value: id },
      ]);
    pick('headings', 'system-ui');
    pick('paragraphs', 'system-ui');
    pick('buttons', 'system-ui');
    expect(faces()).toBe('');
    pick('headings', 'playfair-display');
    expect(faces()).toContain('font-family:"Playfair Display";');
    expect(faces().match(/@font-face/g)).toHaveLength(2);
    expect(faces()).not.toContain('Lora');
    pick('paragraphs', 'lora');
    expect(faces().match(/@font-face/g)).toHaveLength(4);
    pick('headings', 'didone');
    expect(faces()).not.toContain('Playfair Display');
    expect(faces()).toContain('font-family:"Lora";');
    stop();
  });
});
