// Data survives restarts; the demo site is seeded once; main.ts starts and stops cleanly.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteResponse } from '../shared/api/sites';
import { type RunningServer, startServer } from './server';
import { DATABASE_FILE } from './storage/sqlite';
import { serverOptions, TestClient, tempDir } from './test-helpers';

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir('restart');
});
afterEach(() => dir.remove());

const start = (): Promise<RunningServer> =>
  startServer(serverOptions(dir.path, { staticDir: dir.path }));

async function readDemo(server: RunningServer): Promise<SiteResponse> {
  const client = await new TestClient(server.url).startAsOwner();
  return (await client.request('/api/sites/demo')).json();
}

describe('restarts', () => {
  it('seeds the demo site on the first start only and keeps saved data', async () => {
    const first = await start();
    const seeded = await readDemo(first);
    expect(seeded.revision).toBe(1);
    const client = await new TestClient(first.url).startAsOwner();
    const saved = await client.saveSite('demo', 1, { ...seeded.site, title: 'Renamed shop' });
    expect(saved.status).toBe(200);
    await first.close();

    const second = await start();
    expect(await readDemo(second)).toEqual({
      site: { ...seeded.site, title: 'Renamed shop' },
      revision: 2,
      publishedRevision: 1,
    });
    const owner = await new TestClient(second.url).startAsOwner();
    const list = await (await owner.request('/api/sites')).json();
    expect(list).toEqual([
      { id: 'demo', title: 'Renamed shop', hostName: null, role: 'admin', revision: 2 },
    ]);
    await second.close();
  });

  it('closes idempotently', async () => {
    const server = await start();
    await Promise.all([server.close(), server.close()]);
    await expect(fetch(new URL('/api/health', server.url))).rejects.toThrow();
  });

  it('refuses to start on a port that is taken, and closes the database', async () => {
    const server = await start();
    const port = Number(new URL(server.url).port);
    await expect(
      startServer({
        port,
        host: '127.0.0.1',
        dataDir: join(dir.path, 'other'),
        staticDir: dir.path,
      }),
    ).rejects.toThrow(/EADDRINUSE/);
    expect(existsSync(join(dir.path, 'other', DATABASE_FILE))).toBe(true);
    expect(existsSync(join(dir.path, 'other', `${DATABASE_FILE}-wal`))).toBe(false);
    await server.close();
  });
});

// Each test starts `tsx server/main.ts`, which compiles the server on the fly and draws the demo
// images: on a busy machine that alone can take well over 20 s.
describe('server/main.ts', () => {
  it('prints the editor with a one-time sign-in link first, and shuts down on SIGTERM', async () => {
    const dataDir = join(dir.path, 'main-data');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/main.ts', '--port', '0', '--data', dataDir, '--static', dir.path],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    const printed = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.split('\n').length > 3) resolve(stdout);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code} before listening`)));
    });
    const [editor, site, admin] = printed.split('\n');
    expect(editor).toMatch(/^Editor: http:\/\/localhost:\d+\/config\/\?signin=[A-Za-z0-9_-]{43}$/);
    // Printed for a browser (passkeys need a name, not 127.0.0.1); Node reaches it by address.
    const link = editor!.slice('Editor: '.length).replace('//localhost:', '//127.0.0.1:');
    const base = new URL('/', link).href;
    expect(site).toBe(`Site: ${base.replace('//127.0.0.1:', '//localhost:')}`);
    expect(admin).toMatch(/^Admin: owner@example\.com /);
    // The link signs in once, and leaves the address bar.
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('Location')).toBe('/config/');
    const session = opened.headers.getSetCookie().find((c) => c.startsWith('ownerSession='));
    expect(session).toMatch(/HttpOnly/);
    const me = await fetch(new URL('/api/auth/me', base), {
      headers: { Cookie: session!.split(';')[0]! },
    });
    expect(await me.json()).toMatchObject({ email: 'owner@example.com', role: 'admin' });
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.getSetCookie().some((c) => c.startsWith('ownerSession='))).toBe(false);
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true);
    // A clean close checkpoints and removes the write-ahead log.
    expect(existsSync(join(dataDir, `${DATABASE_FILE}-wal`))).toBe(false);
  }, 60_000);

  it('explains wrong flags and exits with 2', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', 'x'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('--port must be a port number from 0 to 65535, not "x".');
  }, 60_000);
});
