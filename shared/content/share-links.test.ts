import { expect, it } from 'vitest';
import { shareLinks } from './share-links';

it('links to the usual networks with the page and title encoded', () => {
  const links = shareLinks('https://x.example/blog/a?b=1', 'Fish & chips');
  expect(links.map((link) => link.network)).toEqual([
    'Facebook',
    'X',
    'LinkedIn',
    'Pinterest',
    'Email',
  ]);
  expect(links[0]!.href).toBe(
    'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.example%2Fblog%2Fa%3Fb%3D1',
  );
  expect(links[1]!.href).toContain('&text=Fish%20%26%20chips');
  expect(links.every((link) => /^(https:|mailto:)/.test(link.href))).toBe(true);
});
