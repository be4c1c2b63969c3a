// The demo images a fresh install starts with: the seed illustrations (server/seed/assets/*.svg)
// drawn as JPEG photos-to-be and stored through the file library, so the demo site's images and
// gallery have real files with width variants, as an owner's uploads would.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { FileRecord } from '../../shared/api/files';
import type { FileLibrary } from '../files/library';

/** The seed illustrations, by file name without extension. */
export const DEMO_IMAGE_NAMES = ['bowls', 'storefront', 'workshop'] as const;
export type DemoImageName = (typeof DEMO_IMAGE_NAMES)[number];
export type DemoImages = Partial<Record<DemoImageName, FileRecord>>;

/** Wide enough for every width variant up to 1500w. */
const DEMO_WIDTH = 1600;

/** Draws each seed SVG as a JPEG and stores it; an image that fails is left out (logged). */
export async function seedDemoFiles(
  library: FileLibrary,
  mediaDir: string,
  logError: (message: string, error: unknown) => void = console.error,
): Promise<DemoImages> {
  const images: DemoImages = {};
  for (const name of DEMO_IMAGE_NAMES) {
    const record = await storeIllustration(library, join(mediaDir, `${name}.svg`), name, logError);
    if (record) images[name] = record;
  }
  return images;
}

/**
 * Draws one seed SVG (a demo or template illustration) as a JPEG `<name>.jpg` and stores it through the library (with its width
 * variants); undefined, logged, when it cannot be read, drawn or stored.
 */
export async function storeIllustration(
  library: FileLibrary,
  svgPath: string,
  name: string,
  logError: (message: string, error: unknown) => void = console.error,
  /** How the log names it: "demo image", "template image". */
  kind = 'demo image',
): Promise<FileRecord | undefined> {
  try {
    const svg = await readFile(svgPath);
    const bytes = await sharp(svg, { density: 300 })
      .resize({ width: DEMO_WIDTH })
      .jpeg({ quality: 82 })
      .toBuffer();
    const result = await library.upload({ name: `${name}.jpg`, type: 'image/jpeg', bytes });
    if (result.kind === 'stored') return result.record;
    logError(`The ${kind} ${name} was refused:`, result.error);
  } catch (error) {
    logError(`The ${kind} ${name} could not be made:`, error);
  }
  return undefined;
}
