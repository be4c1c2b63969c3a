// Keeps one <style> element of @font-face rules in a document's head: the frame puts there the
// bundled fonts its design uses, the editor every bundled font for the font browser's previews.
import { fontFaceCss } from '../../shared/design/bundled-fonts';
import type { FontChoice } from '../../shared/design/fonts';
import { FONT_FILES } from './font-files';

const MARK = 'data-sb-font-faces';

/** Declares exactly `fonts`' faces in `doc` (none: the element is removed). */
export function setFontFaces(doc: Document, fonts: readonly FontChoice[]): void {
  const css = fontFaceCss(fonts, FONT_FILES);
  let style = doc.head.querySelector<HTMLStyleElement>(`style[${MARK}]`);
  if (!css) {
    style?.remove();
    return;
  }
  if (!style) {
    style = doc.createElement('style');
    style.setAttribute(MARK, '');
    doc.head.append(style);
  }
  if (style.textContent !== css) style.textContent = css;
}
