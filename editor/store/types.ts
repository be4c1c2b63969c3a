// The editor store's public surface. The UI reads state with selectors and calls these actions;
// every document edit is a small pure immer recipe (one file per action under ./actions/).
// The store itself is `useEditor` from editor/store/index.ts (with `onDocumentPatches` and
// `configureBlocks`); editor/main.tsx calls `configureBlocks(getBlockDefinition)` once and then
// `bootEditor(siteId)` from editor/saving/index.ts, which loads the site and starts autosaving.

import type { Draft } from 'immer';
import type { FormDefinition } from '../../blocks/form/wire';
import type { SettingsPath } from '../../blocks/types';
import type { SiteDesign } from '../../shared/design/site-design';
import type { NavigationName } from '../../shared/document/navigation';
import type {
  Page,
  PageAccess,
  PageCollection,
  Section,
  SectionStyle,
  Site,
} from '../../shared/document/schema';
import type { Device } from '../../shared/limits';
import type { DocumentPatch } from '../../shared/protocol/messages';
import type { NewNavEntry } from './actions/add-nav-item';
import type { SiteAccessChange } from './actions/update-access';
import type { SettingsEditOptions } from './actions/update-block-settings';
import type { DesignPath } from './actions/update-design';
import type { FooterChange } from './actions/update-footer';
import type { HeaderChange } from './actions/update-header';
import type { NavItemChange } from './actions/update-nav-item';
import type { PageSeoChange, SiteSeoChange } from './actions/update-seo';
import type { StoreSettingsChange } from './actions/update-store-settings';

/** Where a block goes: a section and a position inside it. */
export interface BlockPlace {
  readonly sectionId: string;
  readonly index: number;
}

/** What an edit returns: refusals carry a message the UI shows (and announces). */
export type EditResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly message: string;
      /** The form input the refusal concerns ('title', 'slug'), when it concerns one. */
      readonly field?: string;
    };

export type SaveStatus =
  | 'saved' // the server has everything
  | 'unsaved' // edits waiting for the autosave
  | 'saving'
  | 'conflict' // the server has a newer revision; the owner must choose
  | 'error'; // the last save failed (network or server); retried on the next edit

export interface EditorData {
  readonly site: Site;
  /** Server revision the document is based on. */
  readonly revision: number;
  readonly pageId: string;
  /** The footer's sections are being edited instead of the page's (docs/navigation.md). */
  readonly editingFooter: boolean;
  readonly selectedBlockId: string | null;
  readonly device: Device;
  readonly saveStatus: SaveStatus;
  /** The latest refusal or save message, for the status line (a live region). */
  readonly notice: string | null;
  /** What the notice means: a restored version is a success; refusals and save problems errors. */
  readonly noticeTone: 'success' | 'error';
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** False until the first load() (the site shown before that is a placeholder). */
  readonly loaded: boolean;
  /** Counts load() calls; the frame bridge resends the whole document when it changes. */
  readonly documentLoads: number;
  /** The preview frame's own address (e.g. "/cart"), as it last reported it; null before. */
  readonly framePath: string | null;
  /**
   * Where the frame should scroll to once it shows the page (the place the owner left it when
   * the editor was last closed); the frame bridge sends it and clears it. null: nothing to do.
   */
  readonly frameScrollToRestore: number | null;
  /**
   * The site design as the design panel last saved it (or as loaded): the panel compares the
   * document's design with it for the dirty paths, and Discard puts it back.
   */
  readonly savedDesign: SiteDesign;
  /**
   * The language whose words the owner edits, when it is not the site's default (its texts go to
   * that language's translation and the frame shows the site in it); null: the default's.
   */
  readonly editingLanguage: string | null;
}

export interface EditorActions {
  load(site: Site, revision: number): void;
  /** Shows a page and edits its sections (leaving the footer). */
  selectPage(pageId: string): void;
  /** Edits the footer's sections (the page stays on screen); keeps a footer block selected. */
  editFooter(): void;
  /** A new page; given a collection (or 'products': the store's), a page listing it. */
  addPage(
    title: string,
    collection?: { readonly holds: PageCollection | 'products'; readonly slug: string },
  ): EditResult;
  renamePage(pageId: string, title: string, slug: string): EditResult;
  /** A page's search title and description ('' clears one): one undo step. */
  updatePageSeo(pageId: string, change: PageSeoChange): EditResult;
  /** The site's description and favicon: one undo step. */
  updateSiteSeo(change: SiteSeoChange): EditResult;
  movePage(pageId: string, toIndex: number): EditResult;
  deletePage(pageId: string): EditResult;

  /** Inserts after the selected block, else at the end of the page, unless `place` is given. */
  insertBlock(type: number, place?: BlockPlace): EditResult;
  moveBlock(blockId: string, place: BlockPlace): EditResult;
  duplicateBlock(blockId: string): EditResult;
  deleteBlock(blockId: string): EditResult;
  /**
   * Sets a value at a key (or a path inside a list or object) of a block's settings. Rapid changes
   * to the same block and path merge into one undo step unless `options.merge` is false.
   */
  updateBlockSettings(
    blockId: string,
    keyOrPath: string | SettingsPath,
    value: unknown,
    options?: SettingsEditOptions,
  ): EditResult;
  /** Adds an item (it gets a new id) to the list at `path`, at `index` or at the end. */
  insertListItem(
    blockId: string,
    path: SettingsPath,
    item: Record<string, unknown>,
    index?: number,
  ): EditResult;
  removeListItem(blockId: string, path: SettingsPath, index: number): EditResult;
  duplicateListItem(blockId: string, path: SettingsPath, index: number): EditResult;
  moveListItem(blockId: string, path: SettingsPath, from: number, to: number): EditResult;

  addSection(afterSectionId?: string): EditResult;
  moveSection(sectionId: string, toIndex: number): EditResult;
  deleteSection(sectionId: string): EditResult;
  updateSectionStyle(sectionId: string, style: Partial<SectionStyle>): EditResult;
  /** Store settings (`settings.store`): one undo step per change. */
  updateStoreSettings(change: StoreSettingsChange): EditResult;
  /** Who may see a page (docs/page-access.md): one undo step. */
  updatePageAccess(pageId: string, access: PageAccess): EditResult;
  /** The lock screen and the popup overlay: one undo step per change (typing merges). */
  updateSiteAccess(change: SiteAccessChange): EditResult;
  /**
   * Puts a kept revision's document in place of this one as one undo step (autosave stores it as
   * a new revision); on success `notice` goes to the status line.
   */
  restoreRevision(site: Site, notice: string): EditResult;

  /** The navigations, header and footer (docs/navigation.md). */
  setPageInNavigation(name: NavigationName, pageId: string, shown: boolean): EditResult;
  /** Moves an entry to `index` of the folder `folderId` (null: the top level). */
  moveNavItem(
    name: NavigationName,
    itemId: string,
    folderId: string | null,
    index: number,
  ): EditResult;
  addNavItem(name: NavigationName, entry: NewNavEntry): EditResult;
  updateNavItem(name: NavigationName, itemId: string, change: NavItemChange): EditResult;
  removeNavItem(name: NavigationName, itemId: string): EditResult;
  updateHeader(change: HeaderChange): EditResult;
  updateFooter(change: FooterChange): EditResult;

  /** Sets one value of the site design; drags at one path merge into one undo step. */
  updateDesign(path: DesignPath, value: unknown): EditResult;
  /** Puts the saved design back (one undo step). */
  discardDesign(): EditResult;
  /** The design as it is now counts as saved. */
  markDesignSaved(): void;

  select(blockId: string | null): void;
  undo(): void;
  redo(): void;
  setDevice(device: Device): void;
  clearNotice(): void;
  setFramePath(path: string | null): void;
  /** Asks the frame to scroll to `y` (null: the request was sent). */
  setFrameScrollToRestore(y: number | null): void;
  /** Edits the words of `language` (null: the site's default language). */
  setEditingLanguage(language: string | null): void;

  /** Conflict choices (saveStatus 'conflict'): save my document over the server's newer one... */
  keepMine(): Promise<void>;
  /** ...or load the server's document and drop my unsaved edits. */
  takeTheirs(): Promise<void>;
  /** For the saving module: the save status and the status line's message. */
  setSaveStatus(status: SaveStatus, notice?: string | null): void;
  /** For the saving module: the server revision the document is now based on. */
  setRevision(revision: number): void;
}

export type EditorState = EditorData & EditorActions & FormDraftData & FormDraftActions;

/** The editor's drafts of form definitions (kept on the server), by form id. */
export type FormDrafts = Readonly<Record<string, FormDefinition>>;

export interface FormDraftData {
  readonly formDrafts: FormDrafts;
}

export interface FormDraftActions {
  /** Takes a form definition as the server answered it (no undo step). */
  loadFormDraft(definition: FormDefinition): void;
  /**
   * Changes one form's draft with an immer recipe: one undo step (steps with the same mergeKey
   * close together merge, as typing in a settings field does).
   */
  editForm(formId: string, recipe: (draft: Draft<FormDefinition>) => void, mergeKey?: string): void;
}

/**
 * Called with the patches of every document change (edit, undo, redo); the frame bridge listens.
 * Listeners run just before the store commits the change (so a frame receives the patches before
 * the selection that may point at a new block); read the new document from the patches, not
 * from getState(). load() emits no patches: watch `documentLoads` instead.
 */
export type PatchListener = (patches: readonly DocumentPatch[]) => void;

export type { Page, Section };
