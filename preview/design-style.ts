// Puts the site design on the frame's document root as custom properties and attributes
// (shared/design/css-variables.ts). It runs when the store's design changes, outside React, so
// a palette change restyles the page in the same task without re-rendering a block. It also
// declares the bundled fonts the design uses (and only those) in the frame's document.
import { setFontFaces } from '../blocks/fonts/font-faces';
import { bundledFontsOf } from '../shared/design/bundled-fonts';
import { isSafeCssValue } from '../shared/design/css-safety';
import { type DesignStyle, designStyle, styleChanges } from '../shared/design/css-variables';
import type { SiteDesign } from '../shared/design/site-design';
import type { PreviewStore } from '../site/store';

export function applyDesignStyle(
  root: HTMLElement,
  before: DesignStyle | null,
  after: DesignStyle,
): void {
  const { set, remove } = styleChanges(before, after);
  for (const [name, value] of set) {
    // The design holds numbers and names, so this never refuses one from a valid document; it
    // keeps a patched-in or older value that would load or run something out of the page.
    if (!isSafeCssValue(value)) continue;
    if (name.startsWith('--')) root.style.setProperty(name, value);
    else root.setAttribute(name, value);
  }
  for (const name of remove) {
    if (name.startsWith('--')) root.style.removeProperty(name);
    else root.removeAttribute(name);
  }
}

/** Keeps `root` styled by the store's design; returns the unsubscribe function. */
export function watchDesign(store: PreviewStore, root: HTMLElement): () => void {
  let design: SiteDesign | null = null;
  let style: DesignStyle | null = null;
  const update = () => {
    const next = store.getState().site?.design ?? null;
    if (next === design || next === null) return;
    const nextStyle = designStyle(next);
    applyDesignStyle(root, style, nextStyle);
    setFontFaces(root.ownerDocument, bundledFontsOf(next));
    design = next;
    style = nextStyle;
  };
  update();
  return store.subscribe(update);
}
