// A link from an owner's setting: a real link when its address passes safeLinkHref, else the same
// text in a span, so a hand-edited `javascript:` address never reaches the page. A new window gets
// rel="noopener noreferrer".

import type { ReactNode } from 'react';
import { useSiteHref } from './site-path';

export function SafeLink(props: {
  readonly url: string;
  readonly className?: string;
  readonly newWindow?: boolean;
  readonly children: ReactNode;
}) {
  const { url, className, newWindow = false, children } = props;
  const href = useSiteHref()(url);
  if (href === null) return <span className={className}>{children}</span>;
  return (
    <a
      className={className}
      href={href}
      {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
