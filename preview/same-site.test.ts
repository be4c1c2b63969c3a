// Every place that decides whether an address is a path of this site, fed the same table of
// addresses that only look like one. Each must say "not this site" (or refuse the address), and
// each must accept a real site path. The rule itself is shared/content/site-path.ts.
import { describe, expect, it } from 'vitest';
import { checkAudioUrl } from '../blocks/audio/audio-url';
import { isOtherHost } from '../blocks/html-sanitize';
import { checkImageUrl, checkLinkUrl, safeImageSrc, safeLinkHref } from '../blocks/url';
import { formDefinitionInputSchema } from '../shared/api/forms';
import { checkProductInput } from '../shared/products/product-input';
import { isSiteAddress } from '../site/routes';

const OFF_SITE = [
  ['scheme-relative', '//evil.test/x.mp3'],
  ['slash backslash', '/\\evil.test/x.mp3'],
  ['two backslashes', '\\\\evil.test/x.mp3'],
  ['encoded backslash', '/%5Cevil.test/x.mp3'],
  ['encoded slash', '/%2F/evil.test/x.mp3'],
  ['tab between the slashes', '/\t/evil.test/x.mp3'],
  ['line break between the slashes', '/\n/evil.test/x.mp3'],
  ['a space before //', ' //evil.test/x.mp3'],
] as const;

const SCRIPT = [
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: with a tab', 'java\tscript:alert(1)'],
  ['javascript: with a line break', 'java\nscript:alert(1)'],
  ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)'],
] as const;

const productWithImage = (url: string) => ({
  name: 'Bowl',
  images: [{ fileId: 'f1', url, alt: '' }],
  structuredContent: {
    productType: 1,
    variants: [{ sku: 'B-1', priceMoney: { value: '10.00', currency: 'USD' }, qtyInStock: 1 }],
  },
});

const formWithRedirect = (successRedirect: string) =>
  formDefinitionInputSchema.safeParse({ name: 'Contact', fields: [], successRedirect });

describe.each([...OFF_SITE, ...SCRIPT])('%s (%j)', (_name, address) => {
  it('is not routed inside the frame', () => {
    expect(isSiteAddress(address)).toBe(false);
  });

  it('is refused as a link, an image and an audio file', () => {
    expect(checkLinkUrl(address).ok).toBe(false);
    expect(safeLinkHref(address)).toBeNull();
    expect(checkImageUrl(address).ok).toBe(false);
    expect(safeImageSrc(address)).toBeNull();
    expect(checkAudioUrl(address).ok).toBe(false);
  });

  it('is refused as a product image and a form redirect', () => {
    const product = checkProductInput(productWithImage(address), 'USD');
    expect(product).toMatchObject({ ok: false, field: 'images.0.url' });
    expect(formWithRedirect(address).success).toBe(false);
  });
});

describe.each(OFF_SITE)('%s in owner HTML', (_name, address) => {
  it('counts as another host (so the link gets rel="noopener noreferrer")', () => {
    expect(isOtherHost(address, 'shop.test')).toBe(true);
  });
});

describe('a real site path', () => {
  it.each(['/about', '/music/song.mp3', '/shop?tag=oak#top'])('%s passes everywhere', (path) => {
    expect(isSiteAddress(path)).toBe(true);
    expect(safeLinkHref(path)).toBe(path);
    expect(safeImageSrc(path)).toBe(path);
    expect(isOtherHost(path, 'shop.test')).toBe(false);
    expect(formWithRedirect(path).success).toBe(true);
    expect(checkProductInput(productWithImage(path), 'USD').ok).toBe(true);
  });
});
