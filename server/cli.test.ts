import { describe, expect, it } from 'vitest';
import { CliError, parseCli } from './cli';

const defaults = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: './data',
  staticDir: 'dist',
  dev: false,
  admin: {},
  trustProxy: false,
};

describe('parseCli', () => {
  it.each([
    [[], {}, defaults],
    [
      [],
      { PORT: '8080', DATA_DIR: '/srv/data' },
      { ...defaults, port: 8080, dataDir: '/srv/data' },
    ],
    [['--port', '0'], { PORT: '8080' }, { ...defaults, port: 0 }],
    [['--port=4000', '--host', '0.0.0.0'], {}, { ...defaults, port: 4000, host: '0.0.0.0' }],
    [
      ['--data', 'd', '--static', 's'],
      { DATA_DIR: 'x' },
      { ...defaults, dataDir: 'd', staticDir: 's' },
    ],
    [['--dev'], {}, { ...defaults, dev: true }],
    [[], { DATA_DIR: '' }, defaults],
    [
      [],
      { OWNER_EMAIL: 'a@b.co', OWNER_PASSWORD: 'pw-123456', TRUST_PROXY: '1' },
      { ...defaults, admin: { email: 'a@b.co', password: 'pw-123456' }, trustProxy: true },
    ],
    [[], { OWNER_EMAIL: '', TRUST_PROXY: 'no' }, defaults],
    [
      ['--limit', 'UPLOAD=100/2', '--limit=SITE_SAVE=500/0.5'],
      {},
      {
        ...defaults,
        limits: {
          rules: {
            UPLOAD: { burst: 100, perSecond: 2 },
            SITE_SAVE: { burst: 500, perSecond: 0.5 },
          },
        },
      },
    ],
    [[], { FILES_S3_BUCKET: '' }, defaults],
    [
      [],
      { FILES_S3_BUCKET: 'site-files' },
      {
        ...defaults,
        filesS3: {
          bucket: 'site-files',
          region: 'us-east-1',
          forcePathStyle: false,
          prefix: 'files/',
        },
      },
    ],
    [
      [],
      {
        FILES_S3_BUCKET: 'b',
        FILES_S3_ENDPOINT: 'http://127.0.0.1:9000',
        FILES_S3_REGION: 'eu-west-3',
        FILES_S3_FORCE_PATH_STYLE: '1',
        FILES_S3_PREFIX: 'shop',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
      },
      {
        ...defaults,
        filesS3: {
          bucket: 'b',
          region: 'eu-west-3',
          endpoint: 'http://127.0.0.1:9000',
          forcePathStyle: true,
          prefix: 'shop/',
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        },
      },
    ],
    [
      ['--template', 'restaurant'],
      {},
      { ...defaults, template: { template: 'restaurant', tone: 'custom' } },
    ],
    [
      ['--template', 'shop', '--tone', 'playful', '--name', '  Fern & Kiln '],
      {},
      { ...defaults, template: { template: 'shop', tone: 'playful', name: 'Fern & Kiln' } },
    ],
  ])('%j with env %j', (args, env, expected) => {
    expect(parseCli(args, env)).toEqual(expected);
  });

  it.each([
    [['--port', 'abc'], {}, '--port must be a port number'],
    [['--port', '70000'], {}, '--port must be a port number'],
    [['--port=-1'], {}, '--port must be a port number'],
    [['--port', '-1'], {}, 'Usage:'],
    [[], { PORT: '3.5' }, 'PORT must be a port number'],
    [['--verbose'], {}, 'Usage:'],
    [['extra'], {}, 'Usage:'],
    [['--limit', 'NO_SUCH=1/1'], {}, 'RULE one of UPLOAD, SITE_SAVE'],
    [['--limit', 'UPLOAD=100'], {}, '--limit must be RULE=BURST/PER_SECOND'],
    [['--limit', 'UPLOAD=0/1'], {}, 'the burst must be at least 1'],
    [['--limit', 'UPLOAD=10/0'], {}, 'the rate above 0'],
    [
      [],
      { FILES_S3_ENDPOINT: 'http://s3.local' },
      'FILES_S3_ENDPOINT is set but FILES_S3_BUCKET is not',
    ],
    [
      [],
      { FILES_S3_BUCKET: 'b', FILES_S3_ENDPOINT: 's3.local' },
      'FILES_S3_ENDPOINT must be an http',
    ],
    [[], { FILES_S3_BUCKET: 'b', AWS_ACCESS_KEY_ID: 'key' }, 'set both or neither'],
    [
      ['--template', 'blog'],
      {},
      '--template must be one of shop, portfolio, restaurant, not "blog"',
    ],
    [['--template', 'shop', '--tone', 'Loud'], {}, '--tone must be one of professional,'],
    [['--tone', 'bold'], {}, '--tone and --name go with --template.'],
    [['--template', 'shop', '--name', ' '], {}, '--name must be 1 to 200 characters.'],
  ])('%j with env %j is refused', (args, env, message) => {
    expect(() => parseCli(args, env)).toThrow(CliError);
    expect(() => parseCli(args, env)).toThrow(message);
  });
});
