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
  ])('%j with env %j is refused', (args, env, message) => {
    expect(() => parseCli(args, env)).toThrow(CliError);
    expect(() => parseCli(args, env)).toThrow(message);
  });
});
