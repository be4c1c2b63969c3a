// The preview frame: renders the editor's document and reports clicks and its address back, or,
// opened on its own, the site as last saved. Both route site addresses (routes.ts) inside the
// frame with its own history: /preview/cart shows the cart page, and back and forward work.
// The server serves the editor and the frame from one origin, so the editor's origin is ours.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../blocks/blocks.css';
import { refreshCollectionViews } from '../blocks/collection-list/view-context';
import { setCaptchaSiteKeyFrom } from '../blocks/form/captcha-site-key';
import { setFormDraft } from '../blocks/form/definitions';
import type { FormDefinition } from '../blocks/form/wire';
import { refreshCatalogue, setCatalogueLanguage } from '../blocks/storefront/products/catalogue';
import { DIRECT_RECEIVER } from '../shared/protocol/messages';
import { SCRIPTED_ATTRIBUTE } from '../site/disclosures';
import '../site/page.css';
import './preview.css';
// After preview.css: the design's values win over the frame's neutral defaults.
import '../blocks/design.css';
import { PreviewStoreContext } from '../site/components/store-context';
import { createPreviewStore, showSavedPage } from '../site/store';
import { previewUrl } from './address';
import { followCatalogueLanguage } from './catalogue-language';
import { handleFrameClick } from './clicks';
import { PreviewApp } from './components/PreviewApp';
import { createConnection } from './connection';
import { watchDesign } from './design-style';
import { formAddress } from './links';
import { setFrameProductTemplate } from './product-template';
import { restoreScroll } from './scroll-restore';
import { addressOfLocation, handleStandaloneClick, loadSavedSite } from './standalone';

const inEditor = window.parent !== window;
// The frame's header is React's: the menu folds as on a scripted live page.
document.documentElement.setAttribute(SCRIPTED_ATTRIBUTE, '');
const store = createPreviewStore(inEditor ? 'waiting' : 'loading');
let navigate: (address: string) => void;
watchDesign(store, document.documentElement);

if (inEditor) {
  // A form draft comes from our own editor (checked like every message); FormView reads each
  // field leniently, so a half-edited draft still renders.
  const connection = createConnection(store, window.parent, window.location.origin, {
    onFormDraft: (definition) => setFormDraft(definition as FormDefinition),
    onEditorShow: (address, pageChanged) => {
      window.history.replaceState(null, '', previewUrl(address));
      // Another page starts at its top (a selected block on it scrolls into view after).
      if (pageChanged) window.scrollTo({ top: 0, behavior: 'instant' });
    },
    onCatalogueChanged: refreshCatalogue,
    onCollectionsChanged: refreshCollectionViews,
    onProductTemplate: (address, html, kind) => {
      setFrameProductTemplate(html === null ? null : { html, kind, path: address });
      if (html !== null && connection.address() !== address) navigate(address);
    },
    onScroll: (y) => restoreScroll(window, y),
  });
  window.addEventListener('message', connection.receive);
  // An edit handed over directly is rendered before the call returns, so the frame's DOM shows
  // it ahead of the editor's own re-render (keystroke-to-frame latency is benchmarked).
  Object.defineProperty(window, DIRECT_RECEIVER, {
    value: (data: unknown) => flushSync(() => connection.receiveDirect(data)),
  });
  navigate = (address) => {
    if (!connection.navigate(address)) return;
    window.history.pushState(null, '', previewUrl(connection.address()));
    window.scrollTo(0, 0);
  };
  document.addEventListener('click', (event) =>
    handleFrameClick(event, {
      editing: () => store.getState().route === null,
      selectedBlockId: () => store.getState().selectedBlockId,
      select: connection.select,
      editText: connection.editText,
      navigate,
      openTab: (href) => window.open(href, '_blank', 'noopener,noreferrer'),
    }),
  );
  window.addEventListener('popstate', () =>
    connection.navigate(addressOfLocation(window.location)),
  );
  document.documentElement.dataset.editing = '';
  connection.start(addressOfLocation(window.location));
} else {
  const siteLoad = loadSavedSite(store, (url) => fetch(url), addressOfLocation(window.location));
  const reshow = () => {
    const site = store.getState().site;
    if (site) showSavedPage(store, site, addressOfLocation(window.location));
    window.scrollTo(0, 0);
  };
  navigate = (address) => {
    window.history.pushState(null, '', previewUrl(address));
    void siteLoad.then(reshow);
  };
  document.addEventListener('click', (event) => handleStandaloneClick(event, navigate));
  window.addEventListener('popstate', reshow);
}

store.subscribe((state) => setCaptchaSiteKeyFrom(state.site?.settings));
followCatalogueLanguage(store, { setLanguage: setCatalogueLanguage, refresh: refreshCatalogue });
// A search form (GET to /search) stays inside the frame too.
document.addEventListener('submit', (event) => {
  if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
  const address = formAddress(event.target, event.submitter);
  if (address === null) return;
  event.preventDefault();
  navigate(address);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreviewStoreContext value={store}>
      <PreviewApp navigate={(address) => navigate(address)} />
    </PreviewStoreContext>
  </StrictMode>,
);
