import { describe, expect, it } from 'vitest';
import { captchaClasses, captchaSize, revealsCaptcha, svgImageSrc } from './captcha-rules';

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

  it('shows the badge for a field control, never for the submit button', () => {
    expect(revealsCaptcha({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(revealsCaptcha({ tagName: 'INPUT', type: 'radio' })).toBe(true);
    expect(revealsCaptcha({ tagName: 'SELECT' })).toBe(true);
    expect(revealsCaptcha({ tagName: 'TEXTAREA' })).toBe(true);
    expect(revealsCaptcha({ tagName: 'BUTTON', type: 'submit' })).toBe(false);
    expect(revealsCaptcha({ tagName: 'INPUT', type: 'submit' })).toBe(false);
    expect(revealsCaptcha({ tagName: 'P' })).toBe(false);
  });
});
