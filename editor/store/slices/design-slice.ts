// The design panel's edits (../actions/update-design.ts) and its saved baseline.
import { replaceDesign, updateDesign } from '../actions/update-design';
import { runEdit } from '../engine';
import type { EditorActions } from '../types';
import type { Slice } from './slice';

type DesignActions = Pick<EditorActions, 'updateDesign' | 'discardDesign' | 'markDesignSaved'>;

export const createDesignSlice: Slice<DesignActions> = (set, get) => ({
  updateDesign: (path, value) =>
    runEdit(get, set, (draft, ctx) => updateDesign(draft, ctx, path, value)),
  discardDesign: () =>
    runEdit(get, set, (draft, ctx) => replaceDesign(draft, ctx, get().savedDesign)),
  markDesignSaved: () => set({ savedDesign: get().site.design }),
});
