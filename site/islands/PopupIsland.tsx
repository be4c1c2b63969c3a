// The owner's promotional popup (page type 104) on a visitor's page: an island only when the site
// has a popup switched on with a message, so a site without one ships nothing for it. The server
// renders it closed (it opens in the browser once the visitor's stored state says it is due).
import { PopupOverlay } from '../../blocks/page-access/PopupOverlay';
import { shouldShowPopup } from '../../shared/access/popup';
import type { PopupOverlaySettings } from '../../shared/document/schema';
import { Island } from './Island';
import { IslandKind } from './kinds';
import type { PopupIslandProps } from './popup';

export function PopupIsland({ popup }: { readonly popup: PopupOverlaySettings | undefined }) {
  if (!popup || !shouldShowPopup(popup, null)) return null;
  const props: PopupIslandProps = { popup };
  return (
    <Island kind={IslandKind.popup} props={props}>
      <PopupOverlay popup={popup} />
    </Island>
  );
}
