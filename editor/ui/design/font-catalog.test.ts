// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FONTS } from '../../../shared/design/fonts';
import { appFonts } from './font-catalog';

describe('the app font source', () => {
  it('lists every font and declares all four bundled fonts, at 400 and 700, in the editor', async () => {
    expect(await appFonts.loadFonts()).toEqual(FONTS);
    const css = document.head.querySelector('style[data-sb-font-faces]')?.textContent ?? '';
    expect(css.match(/@font-face/g)).toHaveLength(8);
    for (const family of ['Inter', 'Source Sans 3', 'Lora', 'Playfair Display']) {
      expect(css).toContain(`font-family:"${family}";font-style:normal;font-weight:700;`);
    }
    expect(css).toMatch(/src:url\("[^"]*playfair-display-latin-400-normal[^"]*\.woff2"\)/);
  });
});
