// Share links for an item's page (docs/collections.md): plain links to the usual networks' share
// addresses, opened in a new window; no network's script is loaded.

export interface ShareLink {
  readonly network: string;
  readonly href: string;
}

/** The share links for the page at `url` (absolute) titled `title`. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      network: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`,
    },
    { network: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ];
}
