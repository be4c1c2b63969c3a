// A link to a page of this site, in the page's language (blocks/site-path.ts): `/cart` is
// `/fr/cart` on a French page of the live site, `/cart` in the frame.
import type { AnchorHTMLAttributes } from 'react';
import { useSitePath } from './site-path';

export function SiteAnchor(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const sitePath = useSitePath();
  return <a {...props} href={sitePath(props.href)} />;
}
