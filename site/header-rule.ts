// When the frame shows the site header (title and cart link). The preview on its own, and any
// route the frame moved to (cart, checkout, a product), always show it. While the owner edits a
// page in the editor it shows on pages that sell (a product block, or the products collection)
// and whenever the cart holds something; a plain page being edited shows only its own blocks, so
// the frame's links and buttons are the page's (the editor-bench finds the i-th block that way).
import { BlockType } from '../shared/codes/block-types';
import { PageType } from '../shared/codes/page-types';
import type { PageIndex } from './page-index';

const sells = new WeakMap<PageIndex, boolean>();

/** Whether the page holds a product block or is the products collection (cached per index). */
export function pageSells(view: PageIndex): boolean {
  let answer = sells.get(view);
  if (answer === undefined) {
    answer =
      view.page?.pageType === PageType.mainContent ||
      [...view.blocks.values()].some((block) => block.type === BlockType.product);
    sells.set(view, answer);
  }
  return answer;
}

export function showsSiteHeader(options: {
  readonly inEditor: boolean;
  readonly editingPage: boolean;
  /** pageSells of the page shown. */
  readonly sells: boolean;
  readonly cartQuantity: number;
}): boolean {
  if (!options.inEditor || !options.editingPage) return true;
  return options.cartQuantity > 0 || options.sells;
}
