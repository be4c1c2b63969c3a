// The frame's side of the preview protocol. Every message is checked with the shared origin
// rule (same origin as the frame, sent by the parent window) before it touches the store, and
// every reply goes to that origin only, never '*'. Messages are handled synchronously on
// receipt so an edit reaches the frame's DOM in the same task.
import type { ProductTemplateOutput } from '../blocks/storefront/products/TemplatedProduct';
import type { EditorMessage, PreviewMessage } from '../shared/protocol/messages';
import { PREVIEW_SOURCE } from '../shared/protocol/messages';
import { acceptEditorMessage } from '../shared/protocol/trust';
import { pagePath, resolveRoute } from '../site/routes';
import {
  applyDocumentPatches,
  loadDocument,
  type PreviewStore,
  selectBlock,
  showLanguage,
  showPage,
  showRoute,
} from '../site/store';

/** The window the frame talks to (the editor). */
export interface EditorWindow {
  postMessage(message: PreviewMessage, targetOrigin: string): void;
}

export interface Connection {
  /** Handles one `message` event; messages from elsewhere are ignored. */
  receive(event: Pick<MessageEvent, 'origin' | 'data' | 'source'>): void;
  /**
   * Handles a message handed over by a direct call from the editor window. Only a same-origin
   * script can reach this function (see DIRECT_RECEIVER), so the origin is ours. The data is
   * cloned into this window's realm first, so the frame never holds the editor's objects.
   */
  receiveDirect(data: unknown): void;
  /** Tells the editor the frame is ready (it answers with the document) and where it is. */
  start(path: string): void;
  /** Posts the selected block to the editor and shows the selection at once. */
  select(blockId: string): void;
  /** Asks the editor to edit a block's text in place, the caret at this point of the viewport. */
  editText(blockId: string, field: number, x: number, y: number): void;
  /**
   * Shows a site address inside the frame (the editor does not navigate) and tells the editor
   * where the frame is. Returns false before the document is here.
   */
  navigate(address: string): boolean;
  /** The frame's address, for its own history: the route's, or the edited page's path. */
  address(): string;
}

/** What the frame does with the editor's messages beyond its own store. */
export interface FrameHandlers {
  /** The editor's draft of a form definition. */
  readonly onFormDraft?: (definition: { readonly id: string }) => void;
  /**
   * The frame's address when the editor shows a page in it (the frame replaces its history
   * entry; its own navigation pushes one), and whether that is another page than the frame
   * showed (the frame then starts at its top).
   */
  readonly onEditorShow?: (address: string, pageChanged: boolean) => void;
  /** The owner changed the store's products in the editor. */
  readonly onCatalogueChanged?: () => void;
  /** The collections changed in the editor: read the collection views again. */
  readonly onCollectionsChanged?: () => void;
  /**
   * The output of the product template the owner is editing (null: built in); the frame shows
   * it at `address`.
   */
  readonly onProductTemplate?: (
    address: string,
    html: string | null,
    kind: ProductTemplateOutput['kind'],
  ) => void;
  /** The height to scroll to: where the owner left the page when the editor was last closed. */
  readonly onScroll?: (y: number) => void;
}

export function createConnection(
  store: PreviewStore,
  editor: EditorWindow,
  origin: string,
  handlers: FrameHandlers = {},
): Connection {
  const {
    onFormDraft = () => {},
    onEditorShow = () => {},
    onCatalogueChanged = () => {},
    onCollectionsChanged = () => {},
    onProductTemplate = () => {},
    onScroll = () => {},
  } = handlers;
  const post = (message: PreviewMessage) => editor.postMessage(message, origin);
  const currentAddress = () => {
    const { route, site, pageId } = store.getState();
    if (route) return route.address;
    return site && pageId ? pagePath(site, pageId) : '/';
  };
  const reportAddress = () =>
    post({
      source: PREVIEW_SOURCE,
      type: 'address',
      path: currentAddress(),
      editing: store.getState().route === null,
    });

  const handle = (message: EditorMessage) => {
    const before = store.getState();
    const shown = before.route === null ? before.pageId : null;
    switch (message.type) {
      case 'document':
        if (loadDocument(store, message.site, message.pageId, message.selectedBlockId)) {
          onEditorShow(currentAddress(), shown !== message.pageId);
          reportAddress();
        }
        return;
      case 'patches':
        // Patches that do not fit mean a message was missed: ask for the whole document again.
        if (store.getState().status === 'ready' && !applyDocumentPatches(store, message.patches)) {
          post({ source: PREVIEW_SOURCE, type: 'ready' });
        }
        return;
      case 'page':
        showPage(store, message.pageId);
        onEditorShow(currentAddress(), shown !== message.pageId);
        reportAddress();
        return;
      case 'select':
        selectBlock(store, message.blockId);
        return;
      case 'formDraft':
        onFormDraft(message.definition);
        return;
      case 'catalogueChanged':
        onCatalogueChanged();
        return;
      case 'collectionsChanged':
        onCollectionsChanged();
        return;
      case 'productTemplate':
        onProductTemplate(message.address, message.html, message.kind);
        return;
      case 'scroll':
        onScroll(message.y);
        return;
      case 'language':
        showLanguage(store, message.language);
        return;
    }
  };

  return {
    receive(event) {
      const message = acceptEditorMessage(
        { origin: event.origin, data: event.data, fromExpectedWindow: event.source === editor },
        origin,
      );
      if (message) handle(message);
    },
    receiveDirect(data) {
      const message = acceptEditorMessage(
        { origin, data: structuredClone(data), fromExpectedWindow: true },
        origin,
      );
      if (message) handle(message);
    },
    start(path) {
      post({ source: PREVIEW_SOURCE, type: 'ready' });
      post({ source: PREVIEW_SOURCE, type: 'address', path, editing: true });
    },
    navigate(address) {
      const { site } = store.getState();
      if (site === null) return false;
      showRoute(store, resolveRoute(site, address), true);
      reportAddress();
      return true;
    },
    address: currentAddress,
    select(blockId) {
      selectBlock(store, blockId);
      post({ source: PREVIEW_SOURCE, type: 'select', blockId });
    },
    editText(blockId, field, x, y) {
      post({ source: PREVIEW_SOURCE, type: 'editText', blockId, field, x, y });
    },
  };
}
