import { describe, expect, it } from 'vitest';
import { navigationLinksKeeper } from './nav-links';
import { edit, frameTestSite } from './test-site';

describe('navigationLinksKeeper', () => {
  it('gives the same links while a block edit leaves them as they were', () => {
    const read = navigationLinksKeeper('main');
    const site = frameTestSite();
    const links = read(site);
    expect(links.map((link) => link.title)).toEqual(['Home', 'About']);
    const [typed] = edit(site, (draft) => {
      draft.pages[0]!.sections[0]!.blocks[1]!.settings.label = 'Shop now!';
    });
    expect(typed.pages).not.toBe(site.pages);
    expect(read(typed)).toBe(links);
  });

  it('gives new links when a page title they show changes', () => {
    const read = navigationLinksKeeper('main');
    const site = frameTestSite();
    const links = read(site);
    const [renamed] = edit(site, (draft) => {
      draft.pages[1]!.title = 'Our story';
    });
    const next = read(renamed);
    expect(next).not.toBe(links);
    expect(next.map((link) => link.title)).toEqual(['Home', 'Our story']);
  });

  it('reads an absent document as no links', () => {
    expect(navigationLinksKeeper('footer')(null)).toEqual([]);
  });
});
