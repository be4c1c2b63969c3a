import { describe, expect, it } from 'vitest';
import { sidewaysJpeg, sizeOf } from './test-images';
import { makeVariants, UndecodableImage, variantsForWidth } from './variants';

describe('variantsForWidth', () => {
  it.each([
    [99, []],
    [100, ['100w']],
    [499, ['100w', '300w']],
    [3000, ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']],
  ])('an image %i px wide gets %j', (width, names) => {
    expect(variantsForWidth(width).map((variant) => variant.name)).toEqual(names);
  });
});

describe('makeVariants', () => {
  it('makes upright WebP variants of each width', async () => {
    const saved = new Map<string, Buffer>();
    const made = await makeVariants(await sidewaysJpeg(600, 400), 400, async (name, data) => {
      saved.set(name, data);
    });
    expect(made).toEqual(['100w', '300w']);
    expect(await sizeOf(saved.get('300w')!)).toEqual({ width: 300, height: 450 });
    expect(saved.get('100w')!.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('throws UndecodableImage for a truncated file, and nothing is saved', async () => {
    const truncated = (await sidewaysJpeg(600, 400)).subarray(0, 400);
    const saved: string[] = [];
    await expect(
      makeVariants(truncated, 400, async (name) => {
        saved.push(name);
      }),
    ).rejects.toBeInstanceOf(UndecodableImage);
    expect(saved).toEqual([]);
  });
});
