// The navigation panel's edits: the navigations, the header and the footer's settings (each one
// pure action under ../actions/, one undo step, saved with the document).
import { addNavItem } from '../actions/add-nav-item';
import { moveNavItem } from '../actions/move-nav-item';
import { removeNavItem } from '../actions/remove-nav-item';
import { setPageInNavigation } from '../actions/set-page-in-navigation';
import { updateFooter } from '../actions/update-footer';
import { updateHeader } from '../actions/update-header';
import { updateNavItem } from '../actions/update-nav-item';
import { runEdit } from '../engine';
import type { EditorActions } from '../types';
import type { Slice } from './slice';

type ChromeActions = Pick<
  EditorActions,
  | 'setPageInNavigation'
  | 'moveNavItem'
  | 'addNavItem'
  | 'updateNavItem'
  | 'removeNavItem'
  | 'updateHeader'
  | 'updateFooter'
>;

export const createChromeSlice: Slice<ChromeActions> = (set, get) => {
  const edit = (fn: Parameters<typeof runEdit>[2]) => runEdit(get, set, fn);
  return {
    setPageInNavigation: (name, pageId, shown) =>
      edit((draft, ctx) => setPageInNavigation(draft, ctx, name, pageId, shown)),
    moveNavItem: (name, itemId, folderId, index) =>
      edit((draft, ctx) => moveNavItem(draft, ctx, name, itemId, folderId, index)),
    addNavItem: (name, entry) => edit((draft, ctx) => addNavItem(draft, ctx, name, entry)),
    updateNavItem: (name, itemId, change) =>
      edit((draft, ctx) => updateNavItem(draft, ctx, name, itemId, change)),
    removeNavItem: (name, itemId) => edit((draft, ctx) => removeNavItem(draft, ctx, name, itemId)),
    updateHeader: (change) => edit((draft, ctx) => updateHeader(draft, ctx, change)),
    updateFooter: (change) => edit((draft, ctx) => updateFooter(draft, ctx, change)),
  };
};
