// The live site's script, kept tiny: it opens and closes the header's menu and folders
// (disclosures.ts), remembers a language the visitor picks (language-switch.ts), reads the page's islands and loads React and the islands'
// code (islands/hydrate.tsx) only when something on the page is interactive for this visitor. The
// header's account and cart links and the pill cart are plain HTML that reads right for a visitor
// with no cart who is not signed in; they hydrate when the cookies say there is a cart or an
// account (the cart's load policy), or when the page has another island (a product can be added).
// The owner's popup loads React only when it is due for this visitor (islands/popup.ts).
// Visitor analytics (analytics/start.ts) load last: once the page has loaded and the browser is
// idle, in their own chunk, so they never delay the page.
import { loadCartAtOnce } from '../blocks/storefront/cart/load-policy';
import { enhanceDisclosures } from './disclosures';
import { ISLANDS_ELEMENT_ID, parseIslandData } from './islands/data';
import { needsHydration } from './islands/kinds';
import { popupDue } from './islands/popup';
import { rememberLanguageChoices } from './language-switch';

enhanceDisclosures(document);
rememberLanguageChoices(document);
const data = parseIslandData(document.getElementById(ISLANDS_ELEMENT_ID)?.textContent);
const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};
const due = (props: unknown) => popupDue(props, storage());
if (data && needsHydration(data, () => loadCartAtOnce(document.cookie), due)) {
  void import('./islands/hydrate').then((module) => module.hydrateIslands(data));
}

const startAnalytics = () => {
  import('./analytics/start').then(
    (module) => module.startAnalytics(window),
    () => undefined,
  );
};
const whenIdle = () => {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(startAnalytics, { timeout: 2000 });
  } else {
    setTimeout(startAnalytics, 1);
  }
};
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
