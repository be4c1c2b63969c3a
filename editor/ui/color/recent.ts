// The colours the owner picked lately, shared by every picker in this editor session.
import { useSyncExternalStore } from 'react';
import type { ColorValue } from '../../../shared/design/color-value';
import { addRecentColor } from '../../../shared/design/recent-colors';

let recent: readonly ColorValue[] = [];
const listeners = new Set<() => void>();

export function rememberColor(value: ColorValue): void {
  recent = addRecentColor(recent, value);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecentColors(): readonly ColorValue[] {
  return useSyncExternalStore(subscribe, () => recent);
}
