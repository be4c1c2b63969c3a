// Makes sure Debian's PostgreSQL 15 server programs are installed: the PostgreSQL test run and
// the storage benchmark start a throwaway cluster with them (test/postgres-cluster.ts).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

if (!existsSync(join(BIN, 'initdb'))) {
  const asRoot = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`PostgreSQL not found in ${BIN}; installing Debian's postgresql-15 package…`);
  execSync(
    `${asRoot}apt-get update -qq && ${asRoot}apt-get install -y -qq --no-install-recommends postgresql-15`,
    { stdio: 'inherit' },
  );
}
