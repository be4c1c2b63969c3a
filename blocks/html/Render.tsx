// The text block: its formatted text through the safe renderer (no Lexical in the frame).
import { RichText } from '../rich-text/RichText';
import '../rich-text/rich-text.css';
import type { BlockRenderProps } from '../types';
import type { TextSettings } from './schema';

export function HtmlRender({ settings }: BlockRenderProps<TextSettings>) {
  return (
    <div className="sb-rich-text sb-prose">
      <RichText value={settings.content} />
    </div>
  );
}
