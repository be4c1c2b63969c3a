// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hexToHsl } from '../shared/design/color';
import { watchDesign } from './design-style';
import { applyDocumentPatches, createPreviewStore, loadDocument } from './store';
import { frameTestSite } from './test-site';

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
