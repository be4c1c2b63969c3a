// A blank site (docs/sites.md "Creating a site"): one Home page holding the site's name as its
// heading and a line to replace, in the default design; published so its address shows a page.
import { defaultDesign } from '../../shared/design/site-design';
import { navigationOfPages } from '../../shared/document/navigation';
import { parseSite } from '../../shared/document/parse';
import {
  DEFAULT_FOOTER,
  DEFAULT_HEADER,
  DEFAULT_SITE_SETTINGS,
  SCHEMA_VERSION,
  type Site,
} from '../../shared/document/schema';
import { page, section, text } from './templates/parts';

export function blankSite(siteId: string, name: string): Site {
  const pages = [
    page('home', 'Home', [
      section('home-intro', [
        text('home-title', name, 'h1'),
        text('home-body', 'Start here: select this text to change it.', 'paragraph'),
      ]),
    ]),
  ];
  const parsed = parseSite({
    schemaVersion: SCHEMA_VERSION,
    id: siteId,
    title: name,
    settings: { ...DEFAULT_SITE_SETTINGS },
    design: defaultDesign(),
    pages,
    navigation: { main: navigationOfPages(pages), footer: [] },
    header: { ...DEFAULT_HEADER },
    footer: { ...DEFAULT_FOOTER, sections: [], socialLinks: [] },
  });
  if (!parsed.ok) throw new Error('The blank site is not a valid site.');
  return parsed.site;
}
