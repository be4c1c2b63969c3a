// Vitest global setup of the PostgreSQL run (vitest.postgres.config.ts): one throwaway cluster
// for the whole run; each test's data folder gets its own database on it (server/test-helpers.ts
// testDatabaseUrl), so files stay parallel and isolated. Stopped and removed at the end.
import { startPostgresCluster } from './postgres-cluster';

export default async function setup(): Promise<() => void> {
  const cluster = process.env.TEST_POSTGRES_URL ? undefined : await startPostgresCluster();
  if (cluster) process.env.TEST_POSTGRES_URL = cluster.url;
  return () => cluster?.stop();
}
