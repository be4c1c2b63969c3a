// One running server for a test file, over real HTTP against a real SQLite file in a temporary
// folder: started before the file's tests, closed and removed after them; each test gets a fresh
// client signed in as the admin (owner routes). Only tests import this file.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type RunningServer, type ServerOptions, startServer } from './server';
import { serverOptions, TestClient, tempDir } from './test-helpers';

export interface TestServer {
  /** The temporary folder; the database is `<path>/data/site.db`. */
  readonly dir: ReturnType<typeof tempDir>;
  readonly server: RunningServer;
  /** This test's client. */
  readonly client: TestClient;
}

export function serverForTests(prefix: string, extra: Partial<ServerOptions> = {}): TestServer {
  const dir = tempDir(prefix);
  let server: RunningServer | undefined;
  let client: TestClient | undefined;
  beforeAll(async () => {
    server = await startServer(serverOptions(dir.path, extra));
  });
  afterAll(async () => {
    await server?.close();
    dir.remove();
  });
  beforeEach(async () => {
    client = await new TestClient(server!.url).startAsOwner();
  });
  return {
    dir,
    get server() {
      return server!;
    },
    get client() {
      return client!;
    },
  };
}
