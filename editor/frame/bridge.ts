// The editor's end of the preview protocol. It trusts only messages from the frame's window and
// origin (shared/protocol/trust.ts), sends the whole document when the frame is ready (and after
// a load), then every document patch the moment it happens (typing latency is benchmarked, so no
// batching), and the page and selection when they change. Frame clicks select blocks; the
// frame's own address is kept in the store while the frame is away from the page being edited
// (framePath), and clearing it ("Back to editing") sends the page again. A same-origin frame gets editor messages by a
// direct call to the receiver it exposes (DIRECT_RECEIVER), which reaches its DOM before the
// editor paints; any other frame gets postMessage. The editor's drafts of form definitions go
// over as `formDraft` messages, each time one changes; a product saved or deleted in "Products"
// goes over as `catalogueChanged`, an item or collection changed in "Content" (or a save that
// gives a page a collection or takes it away) as `collectionsChanged`, the product template being edited as `productTemplate`. The
// place the owner left the frame scrolled to goes over once (`scroll`) after the page it belongs
// to. The language the owner edits (the site's default unless they switched) goes over with each
// document and whenever it changes (`language`), so the frame shows the page in it. A click on text edited in place (`editText`) opens the text
// editor on it (in-place.ts); only an owner who may edit pages gets one.

import type { Site } from '../../shared/document/schema';
import { DIRECT_RECEIVER, EDITOR_SOURCE, type EditorMessage } from '../../shared/protocol/messages';
import { acceptPreviewMessage } from '../../shared/protocol/trust';
import { canNow } from '../auth/owner';
import { onCatalogueChange } from '../commerce/catalogue-events';
import { onCollectionsChange } from '../content/collection-events';
import { siteLanguage, useSiteLanguages } from '../i18n/site-language';
import { onDocumentPatches, useEditor } from '../store';
import { type FrameTemplate, frameTemplate, onFrameTemplate } from '../templates/frame-template';
import { startInPlace } from './in-place';

let connectedFrame: HTMLIFrameElement | null = null;

/** Which page holds which collection, as one string ('' without a site). */
function collectionPagesKey(site: Site | null | undefined): string {
  return (site?.pages ?? [])
    .flatMap((page) => (page.collection ? [`${page.slug}=${page.collection.id}`] : []))
    .join('\n');
}

/** How far the connected frame is scrolled (0 when there is none, or it is cross-origin). */
export function frameScrollY(): number {
  try {
    return Math.max(0, Math.round(connectedFrame?.contentWindow?.scrollY ?? 0));
  } catch {
    return 0;
  }
}

export function connectFrame(iframe: HTMLIFrameElement, frameOrigin: string): () => void {
  const host = iframe.ownerDocument.defaultView ?? window;
  let ready = false;
  connectedFrame = iframe;

  const post = (message: EditorMessage) => {
    const receive = directReceiver(iframe);
    if (receive) receive(message);
    else iframe.contentWindow?.postMessage(message, frameOrigin);
  };
  const sendDocument = () => {
    const { site, pageId, selectedBlockId } = useEditor.getState();
    post({ source: EDITOR_SOURCE, type: 'document', site, pageId, selectedBlockId });
    for (const definition of Object.values(useEditor.getState().formDrafts)) {
      post({ source: EDITOR_SOURCE, type: 'formDraft', definition });
    }
    const template = frameTemplate();
    if (template) postTemplate(template);
    sendScroll();
    sendLanguage();
  };
  // The language the frame shows (null: none sent since it was ready); each is sent once.
  let shownLanguage: string | null = null;
  const postLanguage = (language: string) => {
    if (language === shownLanguage) return;
    shownLanguage = language;
    post({ source: EDITOR_SOURCE, type: 'language', language });
  };
  const sendLanguage = () => {
    const editing = useEditor.getState().editingLanguage;
    if (editing !== null) postLanguage(editing);
    else
      void siteLanguage().then((language) => {
        if (useEditor.getState().editingLanguage === null) postLanguage(language);
      });
  };
  // Once, after the page it belongs to: the request is cleared when sent.
  const sendScroll = () => {
    const y = useEditor.getState().frameScrollToRestore;
    if (y === null) return;
    post({ source: EDITOR_SOURCE, type: 'scroll', y });
    useEditor.getState().setFrameScrollToRestore(null);
  };
  const postTemplate = (shown: FrameTemplate | null) =>
    post({
      source: EDITOR_SOURCE,
      type: 'productTemplate',
      address: shown?.address ?? '',
      html: shown?.html ?? null,
      kind: shown?.kind ?? 'product-detail',
    });

  const onMessage = (event: MessageEvent) => {
    const frameWindow = iframe.contentWindow;
    const message = acceptPreviewMessage(
      {
        origin: event.origin,
        data: event.data,
        fromExpectedWindow: frameWindow !== null && event.source === frameWindow,
      },
      frameOrigin,
    );
    if (!message) return;
    switch (message.type) {
      case 'ready':
        ready = true;
        shownLanguage = null;
        sendDocument();
        break;
      case 'select':
        useEditor.getState().select(message.blockId);
        break;
      case 'editText':
        if (!canNow('site:edit')) break;
        useEditor.getState().select(message.blockId);
        startInPlace(message.blockId, message.field, { x: message.x, y: message.y });
        break;
      case 'address':
        // null while the frame shows the page being edited; else where the frame went.
        useEditor.getState().setFramePath(message.editing ? null : message.path);
        break;
    }
  };
  host.addEventListener('message', onMessage);

  const stopPatches = onDocumentPatches((patches) => {
    if (ready) post({ source: EDITOR_SOURCE, type: 'patches', patches: [...patches] });
  });
  const stopCatalogue = onCatalogueChange(() => {
    if (ready) post({ source: EDITOR_SOURCE, type: 'catalogueChanged' });
  });
  const stopCollections = onCollectionsChange(() => {
    if (ready) post({ source: EDITOR_SOURCE, type: 'collectionsChanged' });
  });
  const stopTemplate = onFrameTemplate((shown) => {
    if (ready) postTemplate(shown);
  });
  // The frame's views are built from the saved draft: a save that gives a page a collection (or
  // takes one away) makes them stale too.
  let savedCollections = collectionPagesKey(useEditor.getState().site);
  const stopStore = useEditor.subscribe((state, previous) => {
    if (state.revision !== previous.revision) {
      const now = collectionPagesKey(state.site);
      if (now !== savedCollections && ready)
        post({ source: EDITOR_SOURCE, type: 'collectionsChanged' });
      savedCollections = now;
    }
    if (!ready) return;
    if (state.documentLoads !== previous.documentLoads) {
      sendDocument();
      return;
    }
    if (state.formDrafts !== previous.formDrafts) {
      for (const [formId, definition] of Object.entries(state.formDrafts)) {
        if (previous.formDrafts[formId] !== definition) {
          post({ source: EDITOR_SOURCE, type: 'formDraft', definition });
        }
      }
    }
    // A new page, or "Back to editing" (the frame's address cleared): the frame shows the page.
    if (
      state.pageId !== previous.pageId ||
      (state.framePath === null && previous.framePath !== null)
    ) {
      post({ source: EDITOR_SOURCE, type: 'page', pageId: state.pageId });
    }
    if (state.selectedBlockId !== previous.selectedBlockId) {
      post({ source: EDITOR_SOURCE, type: 'select', blockId: state.selectedBlockId });
    }
    if (state.frameScrollToRestore !== null) sendScroll();
    if (state.editingLanguage !== previous.editingLanguage) sendLanguage();
  });
  const stopLanguages = useSiteLanguages.subscribe(() => {
    if (ready) sendLanguage();
  });

  return () => {
    if (connectedFrame === iframe) connectedFrame = null;
    host.removeEventListener('message', onMessage);
    stopPatches();
    stopCatalogue();
    stopCollections();
    stopTemplate();
    stopStore();
    stopLanguages();
  };
}

/** The frame's direct receiver, or null when the frame is cross-origin or does not offer one. */
function directReceiver(iframe: HTMLIFrameElement): ((message: EditorMessage) => void) | null {
  try {
    const receive = (iframe.contentWindow as unknown as Record<string, unknown> | null)?.[
      DIRECT_RECEIVER
    ];
    return typeof receive === 'function' ? (receive as (message: EditorMessage) => void) : null;
  } catch {
    // Reading a property of a cross-origin window throws a SecurityError.
    return null;
  }
}
