// What the toolbar and the keyboard shortcuts can ask of the text editor, as plain data (no
// Lexical here, so the shortcut table is tested on its own).

export const MARKS = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'superscript',
  'subscript',
  'code',
] as const;
export type Mark = (typeof MARKS)[number];

export const BLOCK_STYLES = ['paragraph', 'h1', 'h2', 'h3', 'h4', 'quote', 'code'] as const;
export type BlockStyle = (typeof BLOCK_STYLES)[number];

export const BLOCK_STYLE_LABELS: Readonly<Record<BlockStyle, string>> = {
  paragraph: 'Paragraph',
  h1: 'Heading 1',
  h2: 'Heading 2',
  h3: 'Heading 3',
  h4: 'Heading 4',
  quote: 'Quote',
  code: 'Code block',
};

export const ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type Align = (typeof ALIGNS)[number];

export type ListKind = 'bullet' | 'number';

export type RichTextAction =
  | { readonly kind: 'mark'; readonly mark: Mark }
  | { readonly kind: 'list'; readonly list: ListKind }
  | { readonly kind: 'indent' }
  | { readonly kind: 'outdent' }
  | { readonly kind: 'align'; readonly align: Align }
  | { readonly kind: 'block'; readonly style: BlockStyle }
  | { readonly kind: 'link' };
