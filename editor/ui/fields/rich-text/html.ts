// Formatted text stored as HTML (a form's submission and disclaimer messages) in the text editor.
// On load, @lexical/html reads the HTML into the editor's own nodes only (a script, an image or an
// event handler has no node, so it never gets in; a link the page would refuse loses its address);
// on save, the editor's content goes back to HTML, tidied of the editor's classes and wrappers.
// The frame sanitizes the HTML again whenever it shows it (blocks/html-sanitize.ts).
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $isElementNode,
  createEditor,
  type EditorState,
  type LexicalEditor,
  type LexicalNode,
  type SerializedEditorState,
} from 'lexical';
import { RICH_TEXT_NODES, registerCleanup } from './nodes';

const fail = (error: Error) => {
  throw error;
};

/** Inline nodes at the top (bare text between paragraphs) are put in paragraphs of their own. */
function asBlocks(nodes: readonly LexicalNode[]): LexicalNode[] {
  const blocks: LexicalNode[] = [];
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of nodes) {
    if ($isElementNode(node) && !node.isInline()) {
      blocks.push(node);
      paragraph = null;
      continue;
    }
    if (!paragraph) {
      paragraph = $createParagraphNode();
      blocks.push(paragraph);
    }
    paragraph.append(node);
  }
  return blocks;
}

/** The stored HTML as the text editor's JSON (what its initial and later states are made from). */
export function htmlToEditorJson(html: string): SerializedEditorState {
  const editor = createEditor({ namespace: 'sb-html', nodes: RICH_TEXT_NODES, onError: fail });
  const stopCleanup = registerCleanup(editor);
  editor.update(
    () => {
      const dom = new DOMParser().parseFromString(html, 'text/html');
      $getRoot()
        .clear()
        .append(...asBlocks($generateNodesFromDOM(editor, dom)));
    },
    { discrete: true },
  );
  stopCleanup();
  return editor.getEditorState().toJSON();
}

/** Attributes that only style the editor's own view. */
const EDITOR_ATTRIBUTES = ['class', 'value', 'dir'];
/** The inline styles that carry the owner's formatting (alignment, indent); the rest go. */
const KEPT_STYLES = ['text-align', 'padding-inline-start'];

function keepFormatStyles(element: HTMLElement): void {
  const kept = KEPT_STYLES.map((name) => [name, element.style.getPropertyValue(name)] as const);
  element.removeAttribute('style');
  for (const [name, value] of kept) if (value !== '') element.style.setProperty(name, value);
  if (element.getAttribute('style') === '') element.removeAttribute('style');
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/**
 * Lexical's HTML without the editor's classes, the pre-wrap spans around every run of text and
 * the double marks (`<b><strong>`): `<p>Thanks <strong>so</strong> much</p>`. A paragraph's
 * alignment and indent stay.
 */
export function tidyHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of [...template.content.querySelectorAll<HTMLElement>('*')]) {
    for (const name of EDITOR_ATTRIBUTES) element.removeAttribute(name);
    if (element.hasAttribute('style')) keepFormatStyles(element);
  }
  for (const element of [...template.content.querySelectorAll('span, b, i')]) {
    const only = element.children.length === 1 ? element.firstElementChild : null;
    const doubled =
      (element.localName === 'b' && only?.localName === 'strong') ||
      (element.localName === 'i' && only?.localName === 'em');
    const bare = element.localName === 'span' && element.attributes.length === 0;
    if (bare || (doubled && element.childNodes.length === 1)) unwrap(element);
  }
  return template.innerHTML;
}

/** The editor's content as the HTML to store: '' when it holds no text. */
export function editorHtml(editor: LexicalEditor, state: EditorState): string {
  return state.read(
    () =>
      $getRoot().getTextContent().trim() === ''
        ? ''
        : tidyHtml($generateHtmlFromNodes(editor, null)),
    { editor },
  );
}
