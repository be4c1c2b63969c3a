// The link block: the title as a link, the host it leads to when chosen ("example.com ↗"), and the
// description. A stored unsafe address shows the title as plain text.

import { useSiteHref } from '../site-path';
import type { BlockRenderProps } from '../types';
import { linkHost } from './host';
import type { LinkSettings } from './schema';
import './link.css';

export function LinkRender({ settings }: BlockRenderProps<LinkSettings>) {
  const href = useSiteHref()(settings.url);
  const host = settings.showHost && href !== null ? linkHost(href) : null;
  const description = settings.description.trim();
  return (
    <div className="sb-link">
      <p className="sb-link-title">
        {href === null ? (
          settings.title
        ) : (
          <a
            href={href}
            {...(settings.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {settings.title}
          </a>
        )}
      </p>
      {host ? (
        <p className="sb-link-host">
          {host} <span aria-hidden="true">↗</span>
        </p>
      ) : null}
      {description ? <p className="sb-link-description">{settings.description}</p> : null}
    </div>
  );
}
