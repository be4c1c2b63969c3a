// The markdown block: the owner's Markdown as sanitized HTML (markdown-html.ts); the wrapper says
// data-sanitized="true" when the sanitizer took something out.
import { useMemo } from 'react';
import type { BlockRenderProps } from '../types';
import { markdownToHtml } from './markdown-html';
import type { MarkdownSettings } from './schema';
import '../prose.css';

export function MarkdownRender({ settings }: BlockRenderProps<MarkdownSettings>) {
  const clean = useMemo(() => markdownToHtml(settings.markdown), [settings.markdown]);
  return (
    <div
      className="sb-markdown sb-prose"
      data-sanitized={clean.removed ? 'true' : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify output (html-sanitize.ts).
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
