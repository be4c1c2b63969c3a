// Which items a visitor may see now, and the status an owner sees (docs/collections.md).
// A published item is visible; a scheduled one from its publish time on (the server computes it
// at each read, so nothing is shown early and a restart changes nothing); Draft, Needs Review and
// Private items never are (Private is for owners only).
import type { ItemStatus } from './collections';

export interface Publishable {
  readonly status: ItemStatus;
  /** Epoch ms; null when never set. */
  readonly publishOn: number | null;
}

/** May a visitor see the item at `now` (epoch ms)? */
export function isVisible(item: Publishable, now: number): boolean {
  if (item.status === 'Published') return true;
  return item.status === 'Scheduled' && item.publishOn !== null && item.publishOn <= now;
}

/** The status as of `now`: a scheduled item whose time has come reads as Published. */
export function statusAt(item: Publishable, now: number): ItemStatus {
  return item.status === 'Scheduled' && isVisible(item, now) ? 'Published' : item.status;
}
