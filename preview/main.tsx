// The preview frame: renders the editor's document and reports clicks and its address back.
// The server serves the editor and the frame from one origin, so the editor's origin is ours.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../blocks/blocks.css';
import { DIRECT_RECEIVER } from '../shared/protocol/messages';
import './preview.css';
// After preview.css: the design's values win over the frame's neutral defaults.
import '../blocks/design.css';
import { framePath } from './address';
import { handleFrameClick } from './clicks';
import { PreviewApp } from './components/PreviewApp';
import { PreviewStoreContext } from './components/store-context';
import { createConnection } from './connection';
import { watchDesign } from './design-style';
import { handleStandaloneClick, loadSavedSite, showSavedPage } from './standalone';
import { createPreviewStore } from './store';

const inEditor = window.parent !== window;
const store = createPreviewStore(inEditor ? 'waiting' : 'loading');
watchDesign(store, document.documentElement);

if (inEditor) {
  const connection = createConnection(store, window.parent, window.location.origin);
  window.addEventListener('message', connection.receive);
  // An edit handed over directly is rendered before the call returns, so the frame's DOM shows
  // it ahead of the editor's own re-render (keystroke-to-frame latency is benchmarked).
  Object.defineProperty(window, DIRECT_RECEIVER, {
    value: (data: unknown) => flushSync(() => connection.receiveDirect(data)),
  });
  document.addEventListener('click', (event) => handleFrameClick(event, connection.select));
  document.documentElement.dataset.editing = '';
  connection.start(framePath(window.location.pathname));
} else {
  const siteLoad = loadSavedSite(store, (url) => fetch(url), window.location.pathname);
  document.addEventListener('click', (event) =>
    handleStandaloneClick(event, (path) => {
      window.history.pushState(null, '', path);
      void siteLoad.then(() => reshow());
    }),
  );
  window.addEventListener('popstate', () => reshow());
  function reshow() {
    const site = store.getState().site;
    if (site) showSavedPage(store, site, window.location.pathname);
    window.scrollTo(0, 0);
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreviewStoreContext value={store}>
      <PreviewApp />
    </PreviewStoreContext>
  </StrictMode>,
);
