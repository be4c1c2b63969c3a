// The site document and its edits. Each edit is one pure action (../actions/) run by runEdit.
import { freeze } from 'immer';
import { defaultDesign } from '../../../shared/design/site-design';
import type { Site } from '../../../shared/document/schema';
import {
  DEFAULT_FOOTER,
  DEFAULT_HEADER,
  DEFAULT_SITE_SETTINGS,
  SCHEMA_VERSION,
} from '../../../shared/document/schema';
import { addPage } from '../actions/add-page';
import { addSection } from '../actions/add-section';
import { deleteBlock } from '../actions/delete-block';
import { deletePage } from '../actions/delete-page';
import { deleteSection } from '../actions/delete-section';
import { duplicateBlock } from '../actions/duplicate-block';
import { insertBlock } from '../actions/insert-block';
import {
  duplicateListItem,
  insertListItem,
  moveListItem,
  removeListItem,
} from '../actions/list-items';
import { moveBlock } from '../actions/move-block';
import { movePage } from '../actions/move-page';
import { moveSection } from '../actions/move-section';
import { renamePage } from '../actions/rename-page';
import { restoreRevision } from '../actions/restore-revision';
import { updatePageAccess, updateSiteAccess } from '../actions/update-access';
import { updateBlockSettings } from '../actions/update-block-settings';
import { updateSectionStyle } from '../actions/update-section-style';
import { updatePageSeo, updateSiteSeo } from '../actions/update-seo';
import { updateStoreSettings } from '../actions/update-store-settings';
import { blockIndex, runEdit, runPlannedEdit } from '../engine';
import { emptyHistory } from '../history';
import type { EditorActions, EditorData } from '../types';
import { settleView, startPage } from '../view';
import type { Slice } from './slice';

/** Shown until the first load(); `loaded` tells the UI it is a placeholder. */
export const PLACEHOLDER_SITE: Site = freeze(
  {
    schemaVersion: SCHEMA_VERSION,
    id: 'placeholder',
    title: 'Loading',
    settings: DEFAULT_SITE_SETTINGS,
    design: defaultDesign(),
    pages: [{ id: 'home', title: 'Home', slug: 'home', pageType: 2, sections: [] }],
    navigation: { main: [], footer: [] },
    header: DEFAULT_HEADER,
    footer: DEFAULT_FOOTER,
  },
  true,
);

type DocumentData = Pick<EditorData, 'site' | 'loaded' | 'documentLoads' | 'savedDesign'>;
type DocumentActions = Pick<
  EditorActions,
  | 'load'
  | 'addPage'
  | 'renamePage'
  | 'updatePageSeo'
  | 'updateSiteSeo'
  | 'movePage'
  | 'deletePage'
  | 'insertBlock'
  | 'moveBlock'
  | 'duplicateBlock'
  | 'deleteBlock'
  | 'updateBlockSettings'
  | 'insertListItem'
  | 'removeListItem'
  | 'duplicateListItem'
  | 'moveListItem'
  | 'addSection'
  | 'moveSection'
  | 'deleteSection'
  | 'updateSectionStyle'
  | 'updateStoreSettings'
  | 'updatePageAccess'
  | 'updateSiteAccess'
  | 'restoreRevision'
>;

export const createDocumentSlice: Slice<DocumentData & DocumentActions> = (set, get) => {
  const edit = (fn: Parameters<typeof runEdit>[2]) => runEdit(get, set, fn);
  return {
    site: PLACEHOLDER_SITE,
    loaded: false,
    documentLoads: 0,
    savedDesign: PLACEHOLDER_SITE.design,

    load(site, revision) {
      const state = get();
      const frozen = freeze(site, true);
      blockIndex.rebuild(frozen);
      const current = state.loaded
        ? state
        : { pageId: startPage(frozen), editingFooter: false, selectedBlockId: null };
      const view = settleView(frozen, current, current, (id) => blockIndex.get(id));
      set({
        site: frozen,
        revision,
        ...view,
        history: emptyHistory(),
        canUndo: false,
        canRedo: false,
        saveStatus: 'saved',
        notice: null,
        lastRefusal: null,
        loaded: true,
        documentLoads: state.documentLoads + 1,
        savedDesign: frozen.design,
      });
    },

    addPage: (title, collection) => edit((draft, ctx) => addPage(draft, ctx, title, collection)),
    renamePage: (pageId, title, slug) =>
      edit((draft, ctx) => renamePage(draft, ctx, pageId, title, slug)),
    updatePageSeo: (pageId, change) =>
      edit((draft, ctx) => updatePageSeo(draft, ctx, pageId, change)),
    updateSiteSeo: (change) => edit((draft, ctx) => updateSiteSeo(draft, ctx, change)),
    movePage: (pageId, toIndex) => edit((draft, ctx) => movePage(draft, ctx, pageId, toIndex)),
    deletePage: (pageId) => edit((draft, ctx) => deletePage(draft, ctx, pageId)),
    insertBlock: (type, place) => edit((draft, ctx) => insertBlock(draft, ctx, type, place)),
    moveBlock: (blockId, place) => edit((draft, ctx) => moveBlock(draft, ctx, blockId, place)),
    duplicateBlock: (blockId) => edit((draft, ctx) => duplicateBlock(draft, ctx, blockId)),
    deleteBlock: (blockId) => edit((draft, ctx) => deleteBlock(draft, ctx, blockId)),
    updateBlockSettings: (blockId, keyOrPath, value, options) =>
      runPlannedEdit(get, set, (site, ctx) =>
        updateBlockSettings(site, ctx, blockId, keyOrPath, value, options),
      ),
    insertListItem: (blockId, path, item, index) =>
      edit((draft, ctx) => insertListItem(draft, ctx, blockId, path, item, index)),
    removeListItem: (blockId, path, index) =>
      edit((draft, ctx) => removeListItem(draft, ctx, blockId, path, index)),
    duplicateListItem: (blockId, path, index) =>
      edit((draft, ctx) => duplicateListItem(draft, ctx, blockId, path, index)),
    moveListItem: (blockId, path, from, to) =>
      edit((draft, ctx) => moveListItem(draft, ctx, blockId, path, from, to)),
    addSection: (afterSectionId) => edit((draft, ctx) => addSection(draft, ctx, afterSectionId)),
    moveSection: (sectionId, toIndex) =>
      edit((draft, ctx) => moveSection(draft, ctx, sectionId, toIndex)),
    deleteSection: (sectionId) => edit((draft, ctx) => deleteSection(draft, ctx, sectionId)),
    updateSectionStyle: (sectionId, style) =>
      edit((draft, ctx) => updateSectionStyle(draft, ctx, sectionId, style)),
    updateStoreSettings: (change) => edit((draft, ctx) => updateStoreSettings(draft, ctx, change)),
    updatePageAccess: (pageId, access) =>
      edit((draft, ctx) => updatePageAccess(draft, ctx, pageId, access)),
    updateSiteAccess: (change) => edit((draft, ctx) => updateSiteAccess(draft, ctx, change)),
    restoreRevision(site, notice) {
      const result = edit((draft, ctx) => restoreRevision(draft, ctx, site));
      if (result.ok) set({ notice, noticeTone: 'success', lastRefusal: null });
      return result;
    },
  };
};
