import { describe, expect, it } from 'vitest';
import { captchaClasses, captchaSize, svgImageSrc } from './captcha-rules';

describe('captcha rules', () => {
  it.each([
    [319, 'compact'],
    [200, 'compact'],
    [320, 'normal'],
    [1024, 'normal'],
    [0, 'normal'],
  ] as const)('%i px is %s', (width, size) => {
    expect(captchaSize(width)).toBe(size);
  });

  it('maps theme and alignment, unknown ones to light and left', () => {
    expect(captchaClasses('dark', 'center', 'compact')).toBe(
      'sb-captcha sb-captcha--dark sb-captcha--center sb-captcha--compact',
    );
    expect(captchaClasses('neon', 'middle', 'normal')).toBe(
      'sb-captcha sb-captcha--light sb-captcha--left sb-captcha--normal',
    );
  });

  it('shows the SVG as an encoded image address', () => {
    expect(svgImageSrc('<svg a="1"/>')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%221%22%2F%3E',
    );
  });
});
