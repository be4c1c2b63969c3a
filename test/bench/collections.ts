// The collections' figures (docs/collections.md): a blog of 250 posts on the live site, each
// address asked 40 times warm (after 5 unmeasured visits), by a plain HTTP client: the blog's
// page, a tag's page, a post's page, the home page with a Summary block of the blog, and the RSS
// feed. Median and p95 of the whole answer (headers and body read), uncompressed. Then the post's
// page opened cold on the live-site rows' phone profile (live-site.ts), its largest contentful
// paint beside its floor (the same page saved as static HTML without script).
import { type Browser, request } from '@playwright/test';
import { COLLECTIONS_PATH, itemsPath } from '../../shared/api/collections';
import { CRUMB_HEADER } from '../../shared/api/sites';
import { BlockType } from '../../shared/codes/block-types';
import { PageType } from '../../shared/codes/page-types';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import type { Section } from '../../shared/document/schema';
import { MAX_ITEMS_PER_ORDERABLE_COLLECTION } from '../../shared/limits';
import { clientOfRequest, publishSite, readCrumb, saveSite } from '../fixtures/api';
import { signInOwner } from '../fixtures/owner';
import {
  COLD_LOADS,
  type ColdLoad,
  coldLoad,
  floorServer,
  LCP_FACTOR,
  median,
  staticCopy,
} from './live-site';
import { summarize } from './stats';
import type { Row } from './table';
import { row } from './text-page';

const SLUG = 'bench-journal';
const WARM_VISITS = 5;
const VISITS = 40;
const HOUR = 3_600_000;
const POST_PATH = `/${SLUG}/post-number-125`;

/** Adds the blog with 250 published posts as a page, a Summary of it on the home page; publishes. */
async function publishBlog(baseUrl: string): Promise<void> {
  const owner = await request.newContext({ baseURL: baseUrl });
  try {
    await signInOwner(owner);
    const client = clientOfRequest(owner);
    const headers = { [CRUMB_HEADER]: await readCrumb(client) };
    const made = await owner.post(COLLECTIONS_PATH, {
      headers,
      data: { type: 'blog', title: 'Bench journal', slug: SLUG },
    });
    if (made.status() !== 201) throw new Error(`Adding the blog answered ${made.status()}`);
    const { id } = (await made.json()) as { id: string };
    const start = Date.now() - MAX_ITEMS_PER_ORDERABLE_COLLECTION * HOUR;
    for (let n = 0; n < MAX_ITEMS_PER_ORDERABLE_COLLECTION; n++) {
      const post = await owner.post(itemsPath(id), {
        headers,
        data: {
          title: `Post number ${n + 1}`,
          status: 'Published',
          publishOn: start + n * HOUR,
          excerpt: `<p>The excerpt of post ${n + 1}, a sentence or two long.</p>`,
          body: richTextFromPlain(`The body of post ${n + 1}. `.repeat(40)),
          tags: [`tag-${n % 12}`],
          categories: [`Topic ${n % 5}`],
        },
      });
      if (post.status() !== 201) throw new Error(`Adding post ${n + 1} answered ${post.status()}`);
    }
    await saveSite(client, (site) => {
      const [home, ...rest] = site.pages;
      const summary = {
        id: 'bench-summary',
        type: BlockType.summaryV2,
        settings: { collection: `/${SLUG}`, variant: 'grid', itemsToShow: 12 },
      };
      const section = {
        id: 'bench-summary-section',
        style: { padding: 'medium', cornerRadius: 0, divider: 'none', theme: null },
        blocks: [summary],
      } as Section;
      const blogPage = {
        id: 'bench-journal-page',
        title: 'Bench journal',
        slug: SLUG,
        pageType: PageType.mainContent,
        sections: [],
        collection: { id, view: 'list' as const },
      };
      return {
        ...site,
        pages: [{ ...home!, sections: [...home!.sections, section] }, ...rest, blogPage],
      };
    });
    await publishSite(client);
  } finally {
    await owner.dispose();
  }
}

/** Milliseconds for each of VISITS warm answers of `path`. */
async function timeVisits(baseUrl: string, path: string): Promise<number[]> {
  const url = new URL(path, baseUrl);
  const visit = async () => {
    const started = performance.now();
    const response = await fetch(url);
    await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let n = 0; n < WARM_VISITS; n++) await visit();
  const times: number[] = [];
  for (let n = 0; n < VISITS; n++) times.push(await visit());
  return times;
}

/** The post's page cold on the phone profile, alternating with its floor; the paint rows. */
async function postOnPhone(browser: Browser, baseUrl: string, floorPort: number): Promise<Row[]> {
  const copy = await staticCopy(browser, baseUrl + POST_PATH);
  const floor = await floorServer(baseUrl, new Map([[POST_PATH, copy]]), floorPort);
  try {
    await coldLoad(browser, baseUrl + POST_PATH);
    await coldLoad(browser, floor.base + POST_PATH);
    const live: ColdLoad[] = [];
    const floorLoads: ColdLoad[] = [];
    for (let i = 0; i < COLD_LOADS; i++) {
      live.push(await coldLoad(browser, baseUrl + POST_PATH));
      floorLoads.push(await coldLoad(browser, floor.base + POST_PATH));
    }
    const floorLcp = median(floorLoads, (load) => load.lcp);
    const name = 'Blog of 250: post page, phone 4x CPU, cold';
    return [
      {
        figure: `${name}: first contentful paint, median of ${COLD_LOADS}`,
        value: median(live, (load) => load.fcp),
        unit: 'ms',
        target: '',
        reference: `floor ${median(floorLoads, (load) => load.fcp).toFixed(0)} ms`,
      },
      {
        figure: `${name}: largest contentful paint, median of ${COLD_LOADS}`,
        value: median(live, (load) => load.lcp),
        unit: 'ms',
        target: `<= ${LCP_FACTOR} x floor (${(floorLcp * LCP_FACTOR).toFixed(0)} ms)`,
        meets: (value) => value <= floorLcp * LCP_FACTOR,
        reference: `floor ${floorLcp.toFixed(0)} ms`,
      },
    ];
  } finally {
    await new Promise((done) => floor.server.close(done));
  }
}

/** `floorPort`: where the post page's static floor listens (0: any free port). */
export async function collectionRows(
  browser: Browser,
  baseUrl: string,
  floorPort = 0,
): Promise<Row[]> {
  console.log(
    `bench: a blog of ${MAX_ITEMS_PER_ORDERABLE_COLLECTION} posts; its pages, ${VISITS} warm visits each…`,
  );
  await publishBlog(baseUrl);
  const addresses: [string, string][] = [
    ['Blog of 250: collection page', `/${SLUG}`],
    ['Blog of 250: tag page', `/${SLUG}?tag=tag-3`],
    ['Blog of 250: post page', POST_PATH],
    ['Blog of 250: home with a Summary', '/'],
    ['Blog of 250: RSS feed', `/${SLUG}/rss.xml`],
  ];
  const rows: Row[] = [];
  for (const [figure, path] of addresses) {
    const times = summarize(await timeVisits(baseUrl, path));
    rows.push(row(`${figure}, median`, times.median, 'ms'), row(`${figure}, p95`, times.p95, 'ms'));
  }
  console.log('bench: a post of the blog on the phone profile, cold, beside its floor…');
  rows.push(...(await postOnPhone(browser, baseUrl, floorPort)));
  return rows;
}
