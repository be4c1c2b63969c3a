// What the navigation panel's parts share: the live region's voice, the site's member areas
// (from the server; empty for a role that may not read them) and the entry being dragged.
import { createContext, useContext } from 'react';
import type { MemberAreaChoice } from './EntryForm';

export interface NavPanelContext {
  readonly announce: (message: string) => void;
  readonly memberAreas: readonly MemberAreaChoice[];
  /** The id of the entry a pointer is dragging, between dragstart and drop. */
  readonly dragged: { current: string | null };
}

export const NavPanel = createContext<NavPanelContext>({
  announce: () => undefined,
  memberAreas: [],
  dragged: { current: null },
});

export const useNavPanel = () => useContext(NavPanel);
