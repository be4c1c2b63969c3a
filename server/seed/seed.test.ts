// The first start stores the demo images as files (with width variants) and points the demo
// site's images and gallery at them; a second start seeds nothing. Told not to draw them, it
// points the site at the shipped illustrations instead.
import { afterAll, describe, expect, it } from 'vitest';
import type { FileListResponse } from '../../shared/api/files';
import type { SiteResponse } from '../../shared/api/sites';
import { BlockType } from '../../shared/codes/block-types';
import { startServer } from '../server';
import { serverOptions, TestClient, tempDir } from '../test-helpers';

const dir = tempDir('seed');
afterAll(() => dir.remove());
const options = serverOptions(dir.path, { staticDir: dir.path, seedDemoFiles: true });

async function siteImages(client: TestClient): Promise<{ url: string; fileId?: string }[]> {
  const { site } = (await (await client.request('/api/sites/demo')).json()) as SiteResponse;
  return site.pages
    .flatMap((page) => page.sections.flatMap((section) => section.blocks))
    .filter((block) => block.type === BlockType.image)
    .map((block) => block.settings.image as { url: string; fileId?: string });
}

describe('first-start seed', () => {
  it('stores the demo images with variants and uses them in the site, once', async () => {
    let server = await startServer(options);
    try {
      const client = await new TestClient(server.url).startAsOwner();
      const { files } = (await (await client.request('/api/files')).json()) as FileListResponse;
      expect(files.map((file) => file.name).sort()).toEqual([
        'bowls.jpg',
        'storefront.jpg',
        'workshop.jpg',
      ]);
      for (const file of files) {
        expect(file.originalSize).toMatch(/^1600x\d+$/);
        expect(file.variants).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w']);
      }
      const { site } = (await (await client.request('/api/sites/demo')).json()) as SiteResponse;
      const blocks = site.pages.flatMap((page) =>
        page.sections.flatMap((section) => section.blocks),
      );
      const ids = new Set(files.map((file) => file.id));
      const images = blocks.filter((block) => block.type === BlockType.image);
      expect(images.length).toBeGreaterThan(0);
      for (const block of images)
        expect(ids).toContain((block.settings.image as { fileId: string }).fileId);
      const gallery = blocks.find((block) => block.type === BlockType.gallery);
      const items = gallery?.settings.items as { image: { fileId: string; variants: string[] } }[];
      expect(items).toHaveLength(3);
      for (const item of items) expect(ids).toContain(item.image.fileId);
    } finally {
      await server.close();
    }
    server = await startServer(options);
    try {
      const { files } = (await (
        await (await new TestClient(server.url).startAsOwner()).request('/api/files')
      ).json()) as FileListResponse;
      expect(files).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it('without drawing the images, shows the shipped illustrations and leaves the library empty', async () => {
    const plain = tempDir('seed-plain');
    const server = await startServer(serverOptions(plain.path, { staticDir: plain.path }));
    try {
      const client = await new TestClient(server.url).startAsOwner();
      const { files } = (await (await client.request('/api/files')).json()) as FileListResponse;
      expect(files).toEqual([]);
      const images = await siteImages(client);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image.url).toMatch(/^\/media\/\w+\.svg$/);
    } finally {
      await server.close();
      plain.remove();
    }
  });
});
