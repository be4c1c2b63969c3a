// An item's body as the site draws it (the Text block's renderer), as HTML: what an item
// template reads as `item.body` in the frame, as the live site's render entry gives it on the
// server. Rendered into a detached element with the editor's own React (no server renderer in
// the bundle); call it outside React's render and effects (flushSync).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RichText } from '../../blocks/rich-text/RichText';

export function richTextHtml(value: unknown): string {
  const element = document.createElement('div');
  const root = createRoot(element);
  flushSync(() => root.render(<RichText value={value} />));
  const html = element.innerHTML;
  root.unmount();
  return html;
}
