// The preview protocol: the messages the editor and the preview frame exchange by postMessage.
// Both sides validate every message with these schemas and check its origin (see trust.ts).
import { z } from 'zod';
import { LANGUAGE_TAG_PATTERN } from '../i18n/language-codes';

/** A document change, in the shape immer's produceWithPatches gives (RFC 6902-like). */
export const patchSchema = z.object({
  op: z.enum(['add', 'remove', 'replace']),
  path: z.array(z.union([z.string(), z.number()])),
  value: z.unknown().optional(),
});
export type DocumentPatch = z.infer<typeof patchSchema>;

export const EDITOR_SOURCE = 'sitebuilder/editor';

/**
 * The name of the function a same-origin frame exposes on its window to receive editor messages
 * synchronously. postMessage delivers only after the editor's next paint (measured: ~14 ms per
 * keystroke in Chromium); a direct call lets an edit reach the frame's DOM in the same task.
 * Only a same-origin script can read this property (the browser refuses cross-origin access),
 * so the origin rule still holds; a cross-origin frame gets postMessage.
 */
export const DIRECT_RECEIVER = '__sitebuilderReceive';
export const PREVIEW_SOURCE = 'sitebuilder/preview';
/** Our limit on a scroll position the frame is asked to restore (px). */
export const MAX_FRAME_SCROLL = 1_000_000;

/** Editor -> frame. */
export const editorMessageSchema = z.discriminatedUnion('type', [
  // The whole document (sent when the frame says it is ready, and after a conflict reload).
  z.object({
    source: z.literal(EDITOR_SOURCE),
    type: z.literal('document'),
    site: z.unknown(),
    pageId: z.string(),
    selectedBlockId: z.string().nullable(),
  }),
  // Changes to the document since the last message.
  z.object({
    source: z.literal(EDITOR_SOURCE),
    type: z.literal('patches'),
    patches: z.array(patchSchema),
  }),
  z.object({ source: z.literal(EDITOR_SOURCE), type: z.literal('page'), pageId: z.string() }),
  z.object({
    source: z.literal(EDITOR_SOURCE),
    type: z.literal('select'),
    blockId: z.string().nullable(),
  }),
  // The editor's draft of a form definition (kept on the server, edited in the form block's
  // panel): the frame shows it in place of the saved one, so each change shows at once.
  z.object({
    source: z.literal(EDITOR_SOURCE),
    type: z.literal('formDraft'),
    definition: z.object({ id: z.string() }).loose(),
  }),
  // Scroll to this height: where the owner left the page when the editor was last closed.
  z.object({
    source: z.literal(EDITOR_SOURCE),
    type: z.literal('scroll'),
    y: z.number().finite().min(0).max(MAX_FRAME_SCROLL),
  }),
  // The owner created, changed or deleted a product in "Products": the frame drops the
  // catalogue it loaded for this page view and loads it again.
  z.object({ source: z.literal(EDITOR_SOURCE), type: z.literal('catalogueChanged') }),
  // The owner saved or deleted an item, added a collection or changed a tag or category in
  // "Content": the frame reads its collection views again (docs/collections.md).
  z.object({ source: z.literal(EDITOR_SOURCE), type: z.literal('collectionsChanged') }),
  // The owner's template being edited (docs/templates.md): the frame shows the product page,
  // products page or collection item page at `address` with `html` (the engine's output,
  // sanitized in the frame) in place of the built-in one; `html` null: built in again.
  z.object({
    source: z.literal(EDITOR_SOURCE),
    type: z.literal('productTemplate'),
    address: z.string().max(2000),
    html: z.string().nullable(),
    /** Which page the template renders: a product's page, a products page's list, an item's page. */
    kind: z.enum(['product-detail', 'product-list', 'collection-item']).default('product-detail'),
  }),
  // The language the frame shows the site in (the site's default language; docs/languages.md):
  // the storefront's words and how money is written. Checked by its shape only, so the frame
  // carries no list of languages (one it has no words for reads as English).
  z.object({
    source: z.literal(EDITOR_SOURCE),
    type: z.literal('language'),
    language: z.string().regex(LANGUAGE_TAG_PATTERN),
  }),
]);
export type EditorMessage = z.infer<typeof editorMessageSchema>;

/** Frame -> editor. */
export const previewMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(PREVIEW_SOURCE), type: z.literal('ready') }),
  z.object({ source: z.literal(PREVIEW_SOURCE), type: z.literal('select'), blockId: z.string() }),
  // The owner clicked text edited in place (blocks/in-place.ts: the block type's target `field`)
  // at this point of the frame's viewport: the editor edits it there, the caret at the point.
  z.object({
    source: z.literal(PREVIEW_SOURCE),
    type: z.literal('editText'),
    blockId: z.string(),
    field: z.number().int().min(0).max(15),
    x: z.number().finite(),
    y: z.number().finite(),
  }),
  // The frame's own address changed (e.g. the pill cart sets it to /cart inside the frame).
  // `editing` is true while the frame shows the page being edited, false when it went elsewhere
  // (the editor then offers "Back to editing", which answers with a `page` message).
  z.object({
    source: z.literal(PREVIEW_SOURCE),
    type: z.literal('address'),
    path: z.string(),
    editing: z.boolean(),
  }),
]);
export type PreviewMessage = z.infer<typeof previewMessageSchema>;
