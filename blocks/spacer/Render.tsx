// The spacer block: empty space of the chosen height, hidden from assistive technology.
import type { BlockRenderProps } from '../types';
import type { SpacerSettings } from './schema';

export function SpacerRender({ settings }: BlockRenderProps<SpacerSettings>) {
  return <div className="sb-spacer" aria-hidden="true" style={{ height: settings.height }} />;
}
