// Two server processes (server/main.ts, spawned) on one PostgreSQL database, driven at once:
// stock, rate limits, captcha challenges, revision conflicts and sites' host names hold across
// them. PostgreSQL only (SQLite is one process's file): vitest.postgres.config.ts runs this file.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SESSION_PATH } from '../shared/api/auth';
import { CommercePath, type ProductItem } from '../shared/api/commerce';
import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_VERIFY_PATH } from '../shared/api/forms';
import { DEFAULT_CAPTCHA_SITE_KEY } from '../shared/document/schema';
import { NOT_ENOUGH_STOCK_MESSAGE } from '../shared/products/stock';
import { Shopper } from './commerce-test-helpers';
import { TEST_OWNER, tempDir, testDatabaseUrl } from './test-helpers';

const dir = tempDir('processes');
const children: ChildProcess[] = [];

/** Starts `server/main.ts` on the shared database; resolves with its address. */
function startProcess(): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', 'server/main.ts', '--port', '0', '--static', dir.path],
      ...['--data', join(dir.path, 'data'), '--limit', 'ORDER_PLACE=100/1'],
      ...['--limit', 'CART_ADD_PER_ADDRESS=200/1', '--limit', 'PRODUCT_WRITE=50/1'],
      ...['--limit', 'OWNER_SIGN_IN_PER_ACCOUNT=4/0.001', '--limit', 'CAPTCHA_VERIFY=50/1'],
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: testDatabaseUrl(join(dir.path, 'data')),
        OWNER_EMAIL: TEST_OWNER.email,
        OWNER_PASSWORD: TEST_OWNER.password,
      },
    },
  );
  children.push(child);
  let stdout = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const editor = /^Editor: (\S+)$/m.exec(stdout);
      if (editor) resolve(new URL('/', editor[1]!.replace('//localhost:', '//127.0.0.1:')).href);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before listening`)));
  });
}

/**
 * The live site's renderer the processes load from `--static`: the published title, and which
 * process rendered the page.
 */
const STUB_RENDERER = `
export const renderPage = ({ site }) =>
  ({ status: 200, pageType: 0, html: '<h1>' + site.title + '</h1><p>by ' + process.pid + '</p>' });
export const renderErrorPage = () => ({ status: 500, pageType: 101, html: 'failed' });
`;

/** A visitor's GET of the live site's `path` from the process at `url`, as if at `host`. */
function livePage(url: string, host: string, path = '/'): Promise<string> {
  return new Promise((resolve, reject) => {
    get(new URL(path, url), { headers: { Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve(`${response.statusCode} ${body}`));
    }).once('error', reject);
  });
}

let urls: string[] = [];
beforeAll(async () => {
  mkdirSync(join(dir.path, 'server'));
  writeFileSync(join(dir.path, 'server', 'render.js'), STUB_RENDERER);
  // One after the other: the first migrates and seeds.
  urls = [await startProcess(), await startProcess()];
}, 120_000);
afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  dir.remove();
});

/** A browser of process `n` (0 or 1). */
const on = (n: number) => new Shopper(urls[n % 2]!).start();
const usd = (value: string) => ({ value, currency: 'USD' });

describe('two processes on one database', () => {
  it('sell exactly the last 5 units to 50 buyers spread across them', async () => {
    const owner = await new Shopper(urls[0]!).startAsOwner();
    const created = await owner.json<{ product: ProductItem }>('POST', CommercePath.products, {
      name: 'last-five',
      structuredContent: {
        productType: 1,
        variants: [{ priceMoney: usd('10.00'), qtyInStock: 5 }],
      },
    });
    expect(created.status).toBe(201);
    const product = created.body.product;
    const sku = product.structuredContent.variants[0]?.sku;
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, n) => on(n)));
    for (const buyer of buyers) {
      const added = await buyer.json('POST', CommercePath.cartEntries, {
        itemId: product.id,
        sku,
        quantity: 1,
      });
      expect(added.status).toBe(200);
    }
    const address = {
      ...{ firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St' },
      ...{ city: 'Springfield', state: 'NY', postalCode: '10001', country: 'US' },
    };
    const results = await Promise.all(
      buyers.map((buyer) =>
        buyer.json('POST', CommercePath.orders, { email: 'a@b.co', shippingAddress: address }),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(5);
    for (const result of results.filter((r) => r.status !== 201)) {
      expect(result).toEqual({ status: 400, body: { message: NOT_ENOUGH_STOCK_MESSAGE } });
    }
    const stock = await (await on(1)).json<{ results: { qtyInStock: number }[] }>(
      'GET',
      `${CommercePath.stock}?itemId=${product.id}`,
    );
    expect(stock.body.results[0]?.qtyInStock).toBe(0);
    // A time budget for 100 calls to two processes on a busy 2-core machine, not an assertion.
  }, 120_000);

  it('count a rate limit across them', async () => {
    const attempts: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const client = await on(n);
      // Not the admin's account: the other tests sign the admin in.
      const response = await client.send('POST', AUTH_SESSION_PATH, {
        email: 'someone@test.example',
        password: 'not the password',
        rememberMe: false,
      });
      attempts.push(response.status);
    }
    expect(attempts).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('verify in one a captcha challenge the other issued, once', async () => {
    const issued = await (await on(0)).send('POST', CAPTCHA_CHALLENGE_PATH, {
      siteKey: DEFAULT_CAPTCHA_SITE_KEY,
      action: 'form_block',
    });
    const { challengeId, question } = (await issued.json()) as {
      challengeId: string;
      question: string;
    };
    const [, a, op, b] = /^What is (\d+) (plus|minus|times) (\d+)\?$/.exec(question)!;
    const [x, y] = [Number(a), Number(b)];
    const answer = String(op === 'plus' ? x + y : op === 'minus' ? x - y : x * y);
    const verifier = await on(1);
    const verified = await verifier.send('POST', CAPTCHA_VERIFY_PATH, { challengeId, answer });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ captchaKey: expect.any(String) });
    const again = await (await on(0)).send('POST', CAPTCHA_VERIFY_PATH, { challengeId, answer });
    expect(again.status).toBe(400);
  });

  it('detect a revision conflict when both save on the same base revision', async () => {
    const [first, second] = [
      await new Shopper(urls[0]!).startAsOwner(),
      await new Shopper(urls[1]!).startAsOwner(),
    ];
    const current = (await (await first.request('/api/sites/demo')).json()) as {
      revision: number;
      site: { title: string };
    };
    const save = (client: Shopper, title: string) =>
      client.saveSite('demo', current.revision, { ...current.site, title });
    const answers = await Promise.all([save(first, 'From one'), save(second, 'From two')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('share the published pages: one renders, the other serves it; a publish clears both', async () => {
    const owner = await new Shopper(urls[0]!).startAsOwner();
    const publish = async (title: string) => {
      const current = (await (await owner.request('/api/sites/demo')).json()) as {
        revision: number;
        site: { title: string };
      };
      expect(
        (await owner.saveSite('demo', current.revision, { ...current.site, title })).status,
      ).toBe(200);
      expect((await owner.send('POST', '/api/sites/demo/publish')).status).toBe(200);
    };
    // Both processes serve one address (behind one port, as start:cluster runs them).
    const host = new URL(urls[0]!).host;
    const [one, two] = children.map((child) => `by ${child.pid}`);

    await publish('Cached once');
    const rendered = await livePage(urls[0]!, host);
    expect(rendered).toBe(`200 <h1>Cached once</h1><p>${one}</p>`);
    expect(await livePage(urls[1]!, host)).toBe(rendered);
    expect(await livePage(urls[1]!, host, '/?q=1')).toBe(`200 <h1>Cached once</h1><p>${two}</p>`);
    expect(await livePage(urls[0]!, host, '/?q=1')).toContain(two);

    await publish('Published again');
    expect(await livePage(urls[1]!, host)).toBe(`200 <h1>Published again</h1><p>${two}</p>`);
    expect(await livePage(urls[0]!, host)).toBe(`200 <h1>Published again</h1><p>${two}</p>`);
  });

  it('serve a site made and addressed in one at its host name in the other, until deleted', async () => {
    const owner = await new Shopper(urls[0]!).startAsOwner();
    const made = await owner.send('POST', '/api/sites', { name: 'Shared Host', template: 'blank' });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const host = 'shared.example.test';
    expect((await owner.send('PUT', `/api/sites/${id}/host`, { hostName: host })).status).toBe(200);
    // The other process reads the host table again within HOST_TABLE_MS.
    await expect.poll(() => livePage(urls[1]!, host), { timeout: 10_000 }).toContain('Shared Host');
    const confirm = { confirm: 'Shared Host' };
    expect((await owner.send('DELETE', `/api/sites/${id}`, confirm)).status).toBe(200);
    await expect.poll(() => livePage(urls[1]!, host), { timeout: 10_000 }).not.toContain('Shared');
  });
});
