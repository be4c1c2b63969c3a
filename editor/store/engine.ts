// How the store runs a document change: an edit goes through produceWithPatches, its patches go
// to the listeners (the frame bridge, autosave) and into the undo history; undo and redo apply
// a step's patches the same way. The block index lives here, beside the document it indexes.
import { applyPatches, enablePatches, type Patch, produceWithPatches, setAutoFreeze } from 'immer';
import type { StoreApi } from 'zustand';
import { applyPathPatches } from '../../shared/document/patches';
import type { Site } from '../../shared/document/schema';
import type { EditContext, EditOutcome, PlannedEdit, SiteDraft } from './actions/context';
import { blockCatalog } from './block-catalog';
import { BlockIndex, FOOTER_LAYOUT_ID, refreshIndex } from './block-index';
import { type History, record, redoStep, undoStep } from './history';
import { newId } from './ids';
import { emitPatches } from './patch-listeners';
import type { EditorState, EditResult, SaveStatus } from './types';
import { layoutIdOf, settleView, type ViewState } from './view';

enablePatches();
// Immer freezes what it produces, so a stray mutation of the state throws: tests and development
// keep that guard; a production build skips the freezing on every edit (a keystroke's edit,
// and the frame's copy of it), measured in docs/performance.md.
setAutoFreeze(import.meta.env?.PROD !== true);

export type EditorStore = EditorState & {
  readonly history: History<ViewState>;
  /** The notice when an edit's refusal put it there (the next edit clears it, save messages stay). */
  readonly lastRefusal: string | null;
};
export type GetState = StoreApi<EditorStore>['getState'];
export type SetState = (partial: Partial<EditorStore>) => void;

export const blockIndex = new BlockIndex();

/** Where a block is, from the index (no walk over the site). */
export function locateBlock(blockId: string) {
  return blockIndex.get(blockId);
}

const afterChange = (status: SaveStatus): SaveStatus => (status === 'saved' ? 'unsaved' : status);

function editContext(state: EditorStore): EditContext {
  return {
    pageId: state.pageId,
    layoutId: layoutIdOf(state),
    selectedBlockId: state.selectedBlockId,
    locate: locateBlock,
    newId,
    blocks: blockCatalog(),
    language: state.editingLanguage,
  };
}

export function runEdit(
  get: GetState,
  set: SetState,
  edit: (draft: SiteDraft, ctx: EditContext) => EditOutcome,
): EditResult {
  const state = get();
  const ctx = editContext(state);
  let outcome = { ok: false, message: 'The edit did not run.' } as EditOutcome;
  const [site, patches, inversePatches] = produceWithPatches(state.site, (draft) => {
    outcome = edit(draft, ctx);
  });
  return commitEdit(state, set, outcome, site, patches, inversePatches);
}

/** An edit worked out on the plain document (PlannedEdit): no draft, its own patches. */
export function runPlannedEdit(
  get: GetState,
  set: SetState,
  plan: (site: Site, ctx: EditContext) => PlannedEdit,
): EditResult {
  const state = get();
  const outcome = plan(state.site, editContext(state));
  if (!outcome.ok) return commitEdit(state, set, outcome, state.site, [], []);
  const site = applyPathPatches(state.site, outcome.patches);
  return commitEdit(state, set, outcome, site, outcome.patches, outcome.inversePatches);
}

function commitEdit(
  state: EditorStore,
  set: SetState,
  outcome: EditOutcome,
  site: Site,
  patches: readonly Patch[],
  inversePatches: readonly Patch[],
): EditResult {
  if (!outcome.ok) {
    set({ notice: outcome.message, noticeTone: 'error', lastRefusal: outcome.message });
    const { field } = outcome;
    return field === undefined
      ? { ok: false, message: outcome.message }
      : { ok: false, message: outcome.message, field };
  }
  const before: ViewState = {
    pageId: state.pageId,
    editingFooter: state.editingFooter,
    selectedBlockId: state.selectedBlockId,
  };
  const footer = outcome.pageId === FOOTER_LAYOUT_ID;
  const after: ViewState = {
    pageId: outcome.pageId === undefined || footer ? state.pageId : outcome.pageId,
    editingFooter: outcome.pageId === undefined ? state.editingFooter : footer,
    selectedBlockId:
      outcome.selectedBlockId === undefined ? state.selectedBlockId : outcome.selectedBlockId,
  };
  const notice = state.notice !== null && state.notice === state.lastRefusal ? null : state.notice;
  if (patches.length === 0) {
    set({ ...after, notice });
    return { ok: true };
  }
  if (outcome.index) blockIndex.apply(outcome.index);
  // Before the commit, so the frame has the new block before it is told to select it.
  emitPatches(patches);
  const { mergeKey } = outcome;
  const entry = {
    patches,
    inversePatches,
    at: Date.now(),
    before,
    after,
    ...(mergeKey ? { mergeKey } : {}),
  };
  set({
    site,
    ...after,
    notice,
    history: record(state.history, entry),
    canUndo: true,
    canRedo: false,
    saveStatus: afterChange(state.saveStatus),
  });
  return { ok: true };
}

/** Undo (or redo) one step: apply its patches, tell the listeners, restore its view. */
export function travel(get: GetState, set: SetState, direction: 'undo' | 'redo'): void {
  const state = get();
  const step = direction === 'undo' ? undoStep(state.history) : redoStep(state.history);
  if (!step) return;
  const patches: Patch[] = [
    ...(direction === 'undo' ? step.entry.inversePatches : step.entry.patches),
  ];
  if (step.entry.target === 'forms') {
    set({
      formDrafts: applyPatches(state.formDrafts, patches),
      history: step.history,
      canUndo: step.history.past.length > 0,
      canRedo: step.history.future.length > 0,
    });
    return;
  }
  const site = applyPatches(state.site, patches);
  refreshIndex(blockIndex, site, patches);
  emitPatches(patches);
  const wanted = direction === 'undo' ? step.entry.before : step.entry.after;
  const view = settleView(site, wanted, state, locateBlock);
  set({
    site,
    ...view,
    history: step.history,
    canUndo: step.history.past.length > 0,
    canRedo: step.history.future.length > 0,
    saveStatus: afterChange(state.saveStatus),
  });
}
