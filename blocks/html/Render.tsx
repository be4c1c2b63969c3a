// The text block: one heading or paragraph; React escapes the text and CSS keeps line breaks.
import type { BlockRenderProps } from '../types';
import type { TextSettings } from './schema';

const TAGS = { heading1: 'h1', heading2: 'h2', heading3: 'h3', paragraph: 'p' } as const;

export function HtmlRender({ settings }: BlockRenderProps<TextSettings>) {
  const Tag = TAGS[settings.style];
  return <Tag className={`sb-text sb-align-${settings.align}`}>{settings.text}</Tag>;
}
