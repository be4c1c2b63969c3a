// Pure rules of the captcha widget: spec site-and-editor.md §9 "Captcha uses a compact widget
// below 320 px", and the class names its theme and alignment map to.

export const COMPACT_BELOW_PX = 320;

export type CaptchaSize = 'compact' | 'normal';

/** The widget's size for the width it has (its container's, not the window's). */
export function captchaSize(width: number): CaptchaSize {
  return width > 0 && width < COMPACT_BELOW_PX ? 'compact' : 'normal';
}

const THEMES = new Set(['light', 'dark']);
const ALIGNMENTS = new Set(['left', 'center', 'right']);

/** The widget's classes; an unknown theme or alignment reads as light and left. */
export function captchaClasses(theme: string, alignment: string, size: CaptchaSize): string {
  const t = THEMES.has(theme) ? theme : 'light';
  const a = ALIGNMENTS.has(alignment) ? alignment : 'left';
  return `sb-captcha sb-captcha--${t} sb-captcha--${a} sb-captcha--${size}`;
}

/** The server's SVG as an image address: shown as an <img>, so nothing in it can ever run. */
export function svgImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The kinds of input that are buttons, not fields. */
const BUTTON_INPUTS = new Set(['submit', 'button', 'reset', 'image']);

/**
 * Whether focus on this element shows the captcha badge: a form field's control (input, select,
 * textarea) does, the submit button does not. Were the button to show it, the badge would appear
 * between the button's mousedown and mouseup, push the button down, and swallow the first click.
 */
export function revealsCaptcha(target: {
  readonly tagName?: string;
  readonly type?: string;
}): boolean {
  const tag = target.tagName?.toLowerCase();
  if (tag === 'select' || tag === 'textarea') return true;
  return tag === 'input' && !BUTTON_INPUTS.has(String(target.type).toLowerCase());
}
