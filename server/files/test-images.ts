// Images made in code for the files tests (only tests import this file).
import sharp from 'sharp';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c8843a' } });

export const jpeg = (width: number, height: number) => solid(width, height).jpeg().toBuffer();
export const png = (width: number, height: number) => solid(width, height).png().toBuffer();
export const webp = (width: number, height: number) => solid(width, height).webp().toBuffer();
export const gif = (width: number, height: number) => solid(width, height).gif().toBuffer();
export const avif = (width: number, height: number) => solid(width, height).avif().toBuffer();

/** A JPEG stored sideways: its EXIF orientation 6 says to turn it a quarter clockwise. */
export const sidewaysJpeg = (width: number, height: number) =>
  solid(width, height).jpeg().withMetadata({ orientation: 6 }).toBuffer();

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** The width and height sharp reads from encoded bytes. */
export async function sizeOf(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
}
