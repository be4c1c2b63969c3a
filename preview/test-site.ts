// A site for the frame's tests, and a helper that edits it the way the editor does (immer
// recipes with patches).
import { enablePatches, produceWithPatches } from 'immer';
import { PageType } from '../shared/codes/page-types';
import { DEFAULT_SITE_SETTINGS, SCHEMA_VERSION, type Site } from '../shared/document/schema';
import type { DocumentPatch } from '../shared/protocol/messages';

enablePatches();

export function frameTestSite(): Site {
  return {
    schemaVersion: SCHEMA_VERSION,
    id: 'demo',
    title: 'Demo',
    settings: { ...DEFAULT_SITE_SETTINGS },
    pages: [
      {
        id: 'home',
        title: 'Home',
        slug: 'home',
        pageType: PageType.page,
        sections: [
          {
            id: 's1',
            style: { padding: 'large', cornerRadius: 22 },
            blocks: [
              { id: 'title', type: 2, settings: { text: 'Welcome', style: 'heading1' } },
              { id: 'cta', type: 53, settings: { label: 'Shop now', url: '/shop' } },
            ],
          },
          {
            id: 's2',
            style: { padding: 'small', cornerRadius: 0 },
            blocks: [{ id: 'video', type: 32, settings: {} }],
          },
        ],
      },
      {
        id: 'about',
        title: 'About',
        slug: 'about',
        pageType: PageType.page,
        sections: [
          {
            id: 's3',
            style: { padding: 'medium', cornerRadius: 0 },
            blocks: [{ id: 'story', type: 2, settings: { text: 'Our story' } }],
          },
        ],
      },
    ],
  };
}

/** Runs an edit on `site` and returns the new site with the patches the editor would send. */
export function edit(site: Site, recipe: (draft: Site) => void): [Site, DocumentPatch[]] {
  const [next, patches] = produceWithPatches(site, recipe);
  return [next, patches];
}
