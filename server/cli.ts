// Command-line flags of server/main.ts, with defaults from the environment.
import { parseArgs } from 'node:util';

export interface CliOptions {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly staticDir: string;
  /** Serve the editor and preview from source through Vite. */
  readonly dev: boolean;
  /** OWNER_EMAIL and OWNER_PASSWORD: the site's admin, made or updated at start. */
  readonly admin: { readonly email?: string; readonly password?: string };
  /** TRUST_PROXY=1: a proxy in front terminates HTTPS (X-Forwarded-Proto is believed). */
  readonly trustProxy: boolean;
}

export const USAGE =
  'Usage: tsx server/main.ts [--port N] [--host ADDRESS] [--data DIR] [--static DIR] [--dev]';

export class CliError extends Error {}

function parsePort(value: string, source: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new CliError(`${source} must be a port number from 0 to 65535, not "${value}".`);
  }
  return port;
}

/** Reads the flags; throws CliError with a sentence for people when they are wrong. */
export function parseCli(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CliOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(args).values;
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  const port =
    values.port !== undefined
      ? parsePort(values.port, '--port')
      : env.PORT
        ? parsePort(env.PORT, 'PORT')
        : 3000;
  return {
    port,
    host: values.host ?? '127.0.0.1',
    dataDir: values.data ?? (env.DATA_DIR || './data'),
    staticDir: values.static ?? 'dist',
    dev: values.dev ?? false,
    admin: {
      ...(env.OWNER_EMAIL ? { email: env.OWNER_EMAIL } : {}),
      ...(env.OWNER_PASSWORD ? { password: env.OWNER_PASSWORD } : {}),
    },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      static: { type: 'string' },
      dev: { type: 'boolean' },
    },
  });
}
