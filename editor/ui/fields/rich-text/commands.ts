// Running a toolbar or shortcut action in Lexical, and reading what the toolbar shows (active
// marks, the paragraph style, alignment, the link under the caret) from the selection.
import { $createCodeNode, $isCodeNode } from '@lexical/code';
import { $isLinkNode, type LinkNode } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
} from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import {
  $addUpdateTag,
  $createParagraphNode,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  type LexicalEditor,
  type LexicalNode,
  OUTDENT_CONTENT_COMMAND,
} from 'lexical';
import { type Align, type BlockStyle, MARKS, type Mark, type RichTextAction } from './actions';

export interface ToolbarState {
  readonly marks: ReadonlySet<Mark>;
  /** The paragraph style, or the list kind, of the block the caret is in. */
  readonly block: BlockStyle | 'bullet' | 'number' | 'other';
  readonly align: Align | 'other';
  /** The link the caret is in, or null. */
  readonly link: { readonly url: string; readonly newWindow: boolean } | null;
}

export const EMPTY_TOOLBAR: ToolbarState = {
  marks: new Set(),
  block: 'paragraph',
  align: 'left',
  link: null,
};

function topLevel(node: LexicalNode): LexicalNode {
  return (
    $findMatchingParent(node, (n) => {
      const parent = n.getParent();
      return parent !== null && $isRootOrShadowRoot(parent);
    }) ?? node
  );
}

function blockOf(node: LexicalNode): ToolbarState['block'] {
  const top = topLevel(node);
  if ($isListNode(top)) {
    const list = $getNearestNodeOfType(node, ListNode) ?? top;
    return list.getListType() === 'number' ? 'number' : 'bullet';
  }
  if ($isHeadingNode(top)) {
    const tag = top.getTag();
    return tag === 'h1' || tag === 'h2' || tag === 'h3' || tag === 'h4' ? tag : 'other';
  }
  if ($isQuoteNode(top)) return 'quote';
  if ($isCodeNode(top)) return 'code';
  return top.getType() === 'paragraph' ? 'paragraph' : 'other';
}

/** What the toolbar shows for the current selection (inside a read or an update). */
export function $toolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY_TOOLBAR;
  const node = selection.anchor.getNode();
  const element =
    $isElementNode(node) && !node.isInline()
      ? node
      : $findMatchingParent(node, (n) => $isElementNode(n) && !n.isInline());
  const format = $isElementNode(element) ? element.getFormatType() : '';
  const align = format === '' || format === 'start' ? 'left' : format;
  const link = $findMatchingParent(node, $isLinkNode) as LinkNode | null;
  return {
    marks: new Set(MARKS.filter((mark) => selection.hasFormat(mark))),
    block: blockOf(node),
    align:
      align === 'left' || align === 'center' || align === 'right' || align === 'justify'
        ? align
        : 'other',
    link: link ? { url: link.getURL(), newWindow: link.getTarget() === '_blank' } : null,
  };
}

export function sameToolbar(a: ToolbarState, b: ToolbarState): boolean {
  return (
    a.block === b.block &&
    a.align === b.align &&
    a.link?.url === b.link?.url &&
    a.link?.newWindow === b.link?.newWindow &&
    a.marks.size === b.marks.size &&
    [...a.marks].every((mark) => b.marks.has(mark))
  );
}

const CREATE: Readonly<Record<BlockStyle, () => import('lexical').ElementNode>> = {
  paragraph: $createParagraphNode,
  h1: () => $createHeadingNode('h1'),
  h2: () => $createHeadingNode('h2'),
  h3: () => $createHeadingNode('h3'),
  h4: () => $createHeadingNode('h4'),
  quote: $createQuoteNode,
  code: $createCodeNode,
};

/** Runs `change` as one update of its own, tagged as its own undo step, committed at once. */
export function stepUpdate(editor: LexicalEditor, change: () => void): void {
  editor.update(
    () => {
      $addUpdateTag(STEP_TAG);
      change();
    },
    { discrete: true },
  );
}

/** Runs an action (the link action is the caller's: it opens the link editor). */
export function runAction(editor: LexicalEditor, action: RichTextAction): void {
  stepUpdate(editor, () => {
    switch (action.kind) {
      case 'mark':
        editor.dispatchCommand(FORMAT_TEXT_COMMAND, action.mark);
        return;
      case 'align':
        editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, action.align);
        return;
      case 'indent':
        editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined);
        return;
      case 'outdent':
        editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined);
        return;
      case 'list': {
        const current = $toolbarState().block;
        if (current === action.list) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
        else if (action.list === 'bullet') {
          editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
        } else editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
        return;
      }
      case 'block': {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) $setBlocksType(selection, CREATE[action.style]);
        return;
      }
      case 'link':
        return;
    }
  });
}

/** An update with this tag is its own undo step (a format, a paste), never merged with typing. */
export const STEP_TAG = 'sb-step';
/** An update with this tag came from the store (undo, redo): it is not sent back. */
export const FROM_STORE_TAG = 'sb-from-store';
