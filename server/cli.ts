// Command-line flags of server/main.ts, with defaults from the environment. `--limit` raises or
// lowers one rate limit (server/limits/rules.ts) for a benchmark or test that needs it.
import { parseArgs } from 'node:util';
import {
  BRAND_TONES,
  isBrandTone,
  isSiteTemplateId,
  SITE_TEMPLATE_IDS,
} from '../shared/design/brand-tones';
import type { S3FileStorage } from './files/file-bytes';
import type { LimitOptions } from './limits/limiter';
import { type BucketRule, RULE_NAMES, type RuleName } from './limits/rules';
import type { TemplateStart } from './seed/seed';

export interface CliOptions {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** DATABASE_URL: `postgres://…` selects PostgreSQL. */
  readonly databaseUrl?: string;
  /** FILES_S3_BUCKET and the rest: uploaded files go in that bucket (docs/files.md). */
  readonly filesS3?: S3FileStorage;
  readonly staticDir: string;
  /** Serve the editor and preview from source through Vite. */
  readonly dev: boolean;
  /** OWNER_EMAIL and OWNER_PASSWORD: the site's admin, made or updated at start. */
  readonly admin: { readonly email?: string; readonly password?: string };
  /** TRUST_PROXY=1: a proxy in front terminates HTTPS (X-Forwarded-Proto is believed). */
  readonly trustProxy: boolean;
  /** Present when `--limit` was given. */
  readonly limits?: LimitOptions;
  /** `--template ID [--tone TONE] [--name NAME]`: what an empty data folder starts from. */
  readonly template?: TemplateStart;
}

export const USAGE =
  'Usage: tsx server/main.ts [--port N] [--host ADDRESS] [--data DIR] [--static DIR] [--dev] ' +
  '[--limit RULE=BURST/PER_SECOND ...] [--template shop|portfolio|restaurant [--tone TONE] [--name NAME]]';

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
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...filesS3Options(env),
    staticDir: values.static ?? 'dist',
    dev: values.dev ?? false,
    admin: {
      ...(env.OWNER_EMAIL ? { email: env.OWNER_EMAIL } : {}),
      ...(env.OWNER_PASSWORD ? { password: env.OWNER_PASSWORD } : {}),
    },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    ...(values.limit
      ? { limits: { rules: Object.fromEntries(values.limit.map(parseLimitFlag)) } }
      : {}),
    ...templateOption(values),
  };
}

/** The template flags: a known template, a brand tone of the spec (custom by default), a name. */
function templateOption(values: { template?: string; tone?: string; name?: string }): {
  template?: TemplateStart;
} {
  const { template, tone = 'custom', name } = values;
  if (template === undefined) {
    if (values.tone !== undefined || name !== undefined) {
      throw new CliError('--tone and --name go with --template.');
    }
    return {};
  }
  if (!isSiteTemplateId(template)) {
    throw new CliError(
      `--template must be one of ${SITE_TEMPLATE_IDS.join(', ')}, not "${template}".`,
    );
  }
  if (!isBrandTone(tone)) {
    throw new CliError(`--tone must be one of ${BRAND_TONES.join(', ')}, not "${tone}".`);
  }
  const trimmed = name?.trim();
  if (name !== undefined && (!trimmed || trimmed.length > 200)) {
    throw new CliError('--name must be 1 to 200 characters.');
  }
  return { template: { template, tone, ...(trimmed ? { name: trimmed } : {}) } };
}

const S3_SETTINGS = [
  'FILES_S3_ENDPOINT',
  'FILES_S3_REGION',
  'FILES_S3_FORCE_PATH_STYLE',
  'FILES_S3_PREFIX',
];

/** The files' bucket from FILES_S3_*, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; none without a bucket. */
export function filesS3Options(env: Readonly<Record<string, string | undefined>>): {
  filesS3?: S3FileStorage;
} {
  const bucket = env.FILES_S3_BUCKET;
  if (!bucket) {
    const stray = S3_SETTINGS.find((name) => env[name]);
    if (stray) throw new CliError(`${stray} is set but FILES_S3_BUCKET is not: name the bucket.`);
    return {};
  }
  const endpoint = env.FILES_S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new CliError(
      `FILES_S3_ENDPOINT must be an http:// or https:// address, not "${endpoint}".`,
    );
  }
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId !== !secretAccessKey) {
    throw new CliError(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both or neither.',
    );
  }
  const prefix = env.FILES_S3_PREFIX ?? 'files/';
  const sessionToken = env.AWS_SESSION_TOKEN;
  return {
    filesS3: {
      bucket,
      region: env.FILES_S3_REGION || 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle:
        env.FILES_S3_FORCE_PATH_STYLE === '1' || env.FILES_S3_FORCE_PATH_STYLE === 'true',
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
      ...(accessKeyId && secretAccessKey
        ? {
            credentials: {
              accessKeyId,
              secretAccessKey,
              ...(sessionToken ? { sessionToken } : {}),
            },
          }
        : {}),
    },
  };
}

const LIMIT_FLAG = /^([A-Z_]+)=(\d+)\/(\d+(?:\.\d+)?)$/;

/** `UPLOAD=100/2`: the rule's name, its burst and its calls earned back a second. */
export function parseLimitFlag(value: string): [RuleName, BucketRule] {
  const match = LIMIT_FLAG.exec(value);
  const name = match?.[1] as RuleName | undefined;
  if (!match || !name || !RULE_NAMES.includes(name)) {
    throw new CliError(
      `--limit must be RULE=BURST/PER_SECOND with RULE one of ${RULE_NAMES.join(', ')}, not "${value}".`,
    );
  }
  const rule = { burst: Number(match[2]), perSecond: Number(match[3]) };
  if (rule.burst < 1 || rule.perSecond <= 0) {
    throw new CliError(`--limit ${name}: the burst must be at least 1 and the rate above 0.`);
  }
  return [name, rule];
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
      limit: { type: 'string', multiple: true },
      template: { type: 'string' },
      tone: { type: 'string' },
      name: { type: 'string' },
    },
  });
}
