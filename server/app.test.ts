import { describe, expect, it, vi } from 'vitest';
import { SiteApiMessage } from '../shared/api/sites';
import { createApp } from './app';
import type { FileStore } from './storage/file-store';
import type { SiteStore } from './storage/site-store';
import { unusedOwners } from './test-helpers';

const failingStore = {
  published: () => Promise.reject(new Error('disk on fire')),
} as unknown as SiteStore;

describe('unexpected errors', () => {
  it('answer 500 Something went wrong and are logged', async () => {
    const logError = vi.fn();
    const app = createApp({
      store: failingStore,
      files: {} as FileStore,
      dataDir: '/nonexistent',
      staticDir: '/nonexistent',
      mediaDir: '/nonexistent',
      logError,
      ...unusedOwners(),
    });
    const response = await app.request('/api/live-site');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: SiteApiMessage.internal,
      message: SiteApiMessage.internal,
    });
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(logError).toHaveBeenCalledWith('GET /api/live-site failed:', new Error('disk on fire'));
  });
});
