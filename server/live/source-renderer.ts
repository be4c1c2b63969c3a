// The renderer from source, for tests (vitest compiles site/render.tsx and its font imports);
// the running server loads the built one (renderer.ts). No browser assets: pages carry no script.
import type { LiveRenderer } from './renderer';
import { NO_ASSETS } from './renderer';

export async function sourceRenderer(): Promise<LiveRenderer> {
  return { module: await import('../../site/render'), assets: NO_ASSETS };
}
