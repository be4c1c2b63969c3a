// A small valid site document for tests across the project.
import { PageType } from '../codes/page-types';
import { DEFAULT_SECTION_STYLE, DEFAULT_SITE_SETTINGS, SCHEMA_VERSION, type Site } from './schema';

export function sampleSite(): Site {
  return {
    schemaVersion: SCHEMA_VERSION,
    id: 'demo',
    title: 'Sample',
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
            style: { ...DEFAULT_SECTION_STYLE },
            blocks: [{ id: 'b1', type: 53, settings: { label: 'Shop now' } }],
          },
        ],
      },
    ],
  };
}
