// Shared by the collections' route tests: a JSON call read back, and a fresh collection.
import { expect } from 'vitest';
import type { TestClient } from './test-helpers';

export interface Answer {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in expectations.
  readonly body: any;
}

export async function call(
  client: TestClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const response = await client.send(method, path, body);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

let slugs = 0;
export async function newCollection(client: TestClient, type = 'blog'): Promise<string> {
  slugs += 1;
  const made = await call(client, 'POST', '/api/collections', {
    type,
    title: `Collection ${slugs}`,
    slug: `collection-${slugs}`,
  });
  expect(made.status).toBe(201);
  return made.body.id;
}
