// Whether this part's script is running: false while the server renders and while React hydrates
// the server's HTML, true from the render after. A control that only works with its script (the
// add button) stays aria-disabled until then, so a click before the page's script has loaded is
// not silently lost. In the editor's frame (rendered in the browser from the start) it is true
// at once.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
