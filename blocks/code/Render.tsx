// The code block: the owner's HTML rendered after sanitizing (data-sanitized="true" marks a
// wrapper whose HTML lost something), or the text itself in a scrollable <pre><code> with its
// language label.
import { useMemo } from 'react';
import { sanitizeHtml } from '../html-sanitize';
import type { BlockRenderProps } from '../types';
import type { CodeSettings } from './schema';
import '../prose.css';
import './code.css';

function SourceView({ code, language }: { readonly code: string; readonly language: string }) {
  const label = language.trim();
  return (
    <figure className="sb-code sb-code--source">
      {label ? <figcaption className="sb-code-language">{label}</figcaption> : null}
      <section
        className="sb-code-scroll"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll long lines sideways
        tabIndex={0}
        aria-label={label ? `${label} code` : 'Code'}
      >
        <pre>
          <code>{code}</code>
        </pre>
      </section>
    </figure>
  );
}

function HtmlView({ code }: { readonly code: string }) {
  const clean = useMemo(() => sanitizeHtml(code), [code]);
  return (
    <div
      className="sb-code sb-code--html sb-prose"
      data-sanitized={clean.removed ? 'true' : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify output (html-sanitize.ts).
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}

export function CodeRender({ settings }: BlockRenderProps<CodeSettings>) {
  return settings.display === 'code' ? (
    <SourceView code={settings.code} language={settings.language} />
  ) : (
    <HtmlView code={settings.code} />
  );
}
