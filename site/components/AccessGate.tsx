// The visitor's path through page access in the frame opened on its own (docs/page-access.md):
// a page the server refused comes without its sections, and this shows the screen the server's
// decision names (lock screen 103, page password 105, members only 106) in its place, or the
// page and the promotional popup (104, an island on the live site). The draft (the editor, a
// signed-in owner) shows every page.
import type { ReactNode } from 'react';
import { AccessScreen } from '../../blocks/page-access/AccessScreens';
import type { AccessDecision, PageAccessMap } from '../../shared/access/decide';
import { unlockRefusalText } from '../../shared/api/page-access';
import { PopupIsland } from '../islands/PopupIsland';
import type { PreviewState } from '../store';
import { usePreview } from './store-context';
import { useVisit } from './visit-context';

/** What the visitor gets at `pageId` (null: a storefront page, closed only by the lock screen). */
export function decisionAt(access: PageAccessMap, pageId: string | null): AccessDecision {
  if (pageId !== null) return access[pageId] ?? 'allowed';
  return Object.values(access).includes('lock-screen') ? 'lock-screen' : 'allowed';
}

/** The page whose access the route has: its own, or a collection item's collection page. */
const routePageId = (state: PreviewState) =>
  state.route?.pageId ?? state.route?.collection?.pageId ?? null;

/** The decision for the route shown; 'allowed' for the draft. */
export function useAccessDecision(): AccessDecision {
  const access = usePreview((state) => state.access);
  const pageId = usePreview(routePageId);
  return access === null ? 'allowed' : decisionAt(access, pageId);
}

export function AccessGate({ children }: { readonly children: ReactNode }) {
  const decision = useAccessDecision();
  // The site's settings keep their reference through an edit to a page; the whole site is read
  // only behind a screen, so typing in the editor does not render the gate again.
  const settings = usePreview((state) => state.site?.settings);
  const site = usePreview((state) => (decision === 'allowed' ? null : state.site));
  const pageId = usePreview(routePageId);
  const visitor = usePreview((state) => state.access !== null);
  const visitOf = useVisit();
  if (!settings) return children;
  if (decision === 'allowed' || !site) {
    return (
      <>
        {children}
        {visitor ? <PopupIsland popup={settings.popup} /> : null}
      </>
    );
  }
  const page = site.pages.find((candidate) => candidate.id === pageId) ?? {
    id: '',
    title: site.title,
  };
  const visit = visitOf();
  return (
    <AccessScreen
      decision={decision}
      site={site}
      page={page}
      crumb={visit.crumb}
      returnTo={visit.returnTo}
      error={unlockRefusalText(visit.accessError)}
      onUnlocked={visit.interactive ? () => window.location.reload() : undefined}
      signedIn={visit.signedIn}
    />
  );
}
