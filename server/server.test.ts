import { describe, expect, it } from 'vitest';
import { localUrl } from './server';

describe('localUrl', () => {
  it.each([
    ['127.0.0.1', 3000, 'http://127.0.0.1:3000/'],
    ['0.0.0.0', 80, 'http://localhost:80/'],
    ['::', 8080, 'http://localhost:8080/'],
    ['::1', 3000, 'http://[::1]:3000/'],
    ['localhost', 5, 'http://localhost:5/'],
  ])('%s:%i -> %s', (host, port, url) => {
    expect(localUrl(host, port)).toBe(url);
  });
});
