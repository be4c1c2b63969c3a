// The navigation and header/footer calls over real HTTP against the seeded demo site: the layout,
// UpdateNavigation writing the draft as a new revision, the header/footer read and write, bad
// input answered 400 with its reason, a stale baseRevision 409, and the spec's message when the
// site has no main navigation.
import { describe, expect, it } from 'vitest';
import {
  SITE_HEADER_FOOTER_PATH,
  SITE_LAYOUT_PATH,
  SiteChromeMessage,
  type SiteLayoutResponse,
  UPDATE_NAVIGATION_PATH,
} from '../shared/api/site-chrome';
import { SiteApiMessage, type SiteResponse } from '../shared/api/sites';
import { siteChromeRoutes } from './routes/site-chrome';
import type { SiteStore } from './storage/site-store';
import { serverForTests } from './test-server';

const running = serverForTests('site-chrome', {
  limits: { rules: { SITE_SAVE: { burst: 1000, perSecond: 10 } } },
});

async function layout(): Promise<SiteLayoutResponse> {
  const response = await running.client.request(SITE_LAYOUT_PATH);
  expect(response.status).toBe(200);
  return response.json();
}

async function draft(): Promise<SiteResponse> {
  return (await running.client.request('/api/sites/demo')).json();
}

const titles = (links: SiteLayoutResponse['layout'][number]['links']) =>
  links.map((link) => link.title);

describe('GET /api/commondata/GetSiteLayout', () => {
  it("answers layout[0], the main navigation, with its identifier and the pages' links", async () => {
    const answer = await layout();
    expect(answer.templateId).toBe('demo');
    expect(answer.layout[0]?.identifier).toBe('mainNavigation');
    expect(answer.layout[0]?.links.map((l) => [l.title, l.href])).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
    expect(answer.layout[0]?.links[1]).toMatchObject({ kind: 'page', collectionId: 'shop' });
    expect(answer.layout[1]?.identifier).toBe('footerNavigation');
  });

  it('says "Unable to find site main navigation" when the site has none', async () => {
    const empty = { get: async () => undefined } as unknown as SiteStore;
    const response = await siteChromeRoutes(empty, () => 'gone').request(
      '/commondata/GetSiteLayout',
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: SiteChromeMessage.noMainNavigation });
  });
});

describe('POST /api/widget/UpdateNavigation', () => {
  const update = (body: unknown) => running.client.send('POST', UPDATE_NAVIGATION_PATH, body);

  it('writes the new order, a folder of pages and an external link as a new revision', async () => {
    const before = await draft();
    const folderSetup = {
      ...before.site,
      navigation: {
        ...before.site.navigation,
        main: [
          ...before.site.navigation.main,
          {
            kind: 'folder' as const,
            id: 'more',
            title: 'More',
            slug: 'more',
            behavior: 'none' as const,
            items: [],
          },
        ],
      },
    };
    const saved = await running.client.saveSite('demo', before.revision, folderSetup);
    expect(saved.status).toBe(200);
    const response = await update({
      fieldName: 'mainNavigation',
      templateId: 'demo',
      navigation: {
        items: [
          { collectionId: 'shop' },
          { collectionId: 'home' },
          { collectionId: 'more', items: [{ collectionId: 'about' }, { collectionId: 'contact' }] },
          { externalLink: { title: 'Journal', url: 'https://journal.example.com' } },
        ],
      },
    });
    expect(response.status).toBe(200);
    const { revision } = (await saved.json()) as { revision: number };
    expect(await response.json()).toMatchObject({
      identifier: 'mainNavigation',
      revision: revision + 1,
    });
    const main = (await layout()).layout[0]!.links;
    expect(titles(main)).toEqual(['Shop', 'Home', 'More', 'Journal']);
    expect(main[2]).toMatchObject({ href: null, collectionId: 'more' });
    expect(titles(main[2]!.items)).toEqual(['About', 'Contact']);
    expect(main[3]).toMatchObject({ href: 'https://journal.example.com' });
    const after = await draft();
    expect(after.revision).toBe(revision + 1);
    expect(after.site.navigation.main.find((item) => item.kind === 'page')?.id).toBe(
      before.site.navigation.main[1]!.id,
    );
  });

  it.each([
    ['an unknown fieldName', { fieldName: 'sideNav' }, 'fieldName'],
    ['a missing templateId', { templateId: undefined }, 'templateId'],
    ['another templateId', { templateId: 'other' }, 'templateId'],
    [
      'an item naming two things',
      { navigation: { items: [{ collectionId: 'home', memberAreaId: 'm' }] } },
      'navigation.items[0]',
    ],
    [
      'a page that does not exist',
      { navigation: { items: [{ collectionId: 'nope' }] } },
      'navigation.items[0].collectionId',
    ],
    [
      'a javascript: link',
      { navigation: { items: [{ externalLink: { title: 'X', url: 'javascript:alert(1)' } }] } },
      'navigation.items[0].externalLink.url',
    ],
    [
      'a page holding items',
      { navigation: { items: [{ collectionId: 'home', items: [{ collectionId: 'shop' }] }] } },
      'navigation.items[0].items',
    ],
    [
      'a new member area without a title',
      { navigation: { items: [{ memberAreaId: 'members' }] } },
      'navigation.items[0].title',
    ],
  ])('refuses %s with 400, naming where', async (_name, change, path) => {
    const before = await draft();
    const body = {
      fieldName: 'footerNavigation',
      templateId: 'demo',
      navigation: { items: [] },
      ...change,
    };
    const response = await update(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; issues: { path: string }[] };
    expect(answer.error).toBeTruthy();
    expect(answer.issues.map((issue) => issue.path)).toContain(path);
    expect((await draft()).revision).toBe(before.revision);
  });

  it('refuses a stale baseRevision with 409, as a save does', async () => {
    const { revision } = await draft();
    const response = await update({
      fieldName: 'footerNavigation',
      templateId: 'demo',
      baseRevision: revision - 1,
      navigation: { items: [{ memberAreaId: 'members', title: 'Members' }] },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: SiteApiMessage.conflict,
      currentRevision: revision,
    });
  });

  it('keeps the footer navigation apart from the main one', async () => {
    const response = await update({
      fieldName: 'footerNavigation',
      templateId: 'demo',
      navigation: {
        items: [{ memberAreaId: 'members', title: 'Members' }, { collectionId: 'shop' }],
      },
    });
    expect(response.status).toBe(200);
    const [main, footer] = (await layout()).layout;
    expect(titles(footer!.links)).toEqual(['Members', 'Shop']);
    expect(footer!.links[0]).toMatchObject({ href: '/account', memberAreaId: 'members' });
    expect(titles(main!.links)).toContain('Shop');
  });
});

describe('/api/site-header-footer', () => {
  it('reads and writes the header and footer as a new revision', async () => {
    const read = await running.client.request(SITE_HEADER_FOOTER_PATH);
    expect(read.status).toBe(200);
    const current = (await read.json()) as { header: object; footer: { sections: unknown[] } };
    expect(current.footer.sections.length).toBeGreaterThan(0);
    const header = { brand: 'title', logoUrl: null, showAccountLink: false, showCartLink: true };
    const footer = { ...current.footer, socialLinks: [], showNavigation: false };
    const before = await draft();
    const response = await running.client.send('PUT', SITE_HEADER_FOOTER_PATH, { header, footer });
    expect(response.status).toBe(200);
    const after = await draft();
    expect(after.revision).toBe(before.revision + 1);
    expect(after.site.header).toEqual(header);
    expect(after.site.footer.showNavigation).toBe(false);
  });

  it.each([
    ['a header without its fields', { header: {}, footer: {} }, 'header.brand'],
    [
      'an http social link',
      { socialLinks: [{ id: 's', url: 'http://x.example' }] },
      'footer.socialLinks[0].url',
    ],
  ])('refuses %s with 400', async (_name, change, path) => {
    const current = (await (await running.client.request(SITE_HEADER_FOOTER_PATH)).json()) as {
      header: object;
      footer: object;
    };
    const body =
      'header' in change
        ? change
        : { header: current.header, footer: { ...current.footer, ...change } };
    const response = await running.client.send('PUT', SITE_HEADER_FOOTER_PATH, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { issues: { path: string }[] };
    expect(answer.issues.map((issue) => issue.path)).toContain(path);
  });

  it('refuses a footer block whose id a page uses', async () => {
    const current = (await (await running.client.request(SITE_HEADER_FOOTER_PATH)).json()) as {
      header: object;
      footer: { sections: { id: string }[] };
    };
    const { site } = await draft();
    const taken = site.pages[0]!.sections[0]!.id;
    const footer = { ...current.footer, sections: [{ ...current.footer.sections[0]!, id: taken }] };
    const response = await running.client.send('PUT', SITE_HEADER_FOOTER_PATH, {
      header: current.header,
      footer,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'footer.sections[0].id', message: 'duplicate id' }],
    });
  });
});
