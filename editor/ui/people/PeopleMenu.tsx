// The top bar's "People" menu: Contributors, API keys and the activity log, each shown to the
// roles that may use it (an admin sees all three, a website manager the log) and opening its
// dialog (loaded on first use).
import { useState } from 'react';
import { allowedOf, useRole } from '../../auth/owner';
import { lazyPart } from '../lazy-part';
import { MenuButton } from '../MenuButton';

const dialogs = () => import('./people-dialogs');
const ContributorsDialog = lazyPart('contributors', () =>
  dialogs().then((m) => m.ContributorsDialog),
);
const ApiKeysDialog = lazyPart('API keys', () => dialogs().then((m) => m.ApiKeysDialog));
const ActivityDialog = lazyPart('activity log', () => dialogs().then((m) => m.ActivityDialog));

export const PEOPLE_ENTRIES = [
  { id: 'contributors', label: 'Contributors', action: 'contributors:manage' },
  { id: 'api-keys', label: 'API keys', action: 'api-keys:manage' },
  { id: 'activity', label: 'Activity log', action: 'activity:read' },
] as const;
type Panel = (typeof PEOPLE_ENTRIES)[number]['id'];

export function PeopleMenu() {
  const [panel, setPanel] = useState<Panel | null>(null);
  const entries = allowedOf(useRole(), PEOPLE_ENTRIES);
  const close = () => setPanel(null);
  return (
    <>
      <MenuButton label="People" entries={entries} onChoose={setPanel} />
      {panel === 'contributors' ? <ContributorsDialog onClose={close} /> : null}
      {panel === 'api-keys' ? <ApiKeysDialog onClose={close} /> : null}
      {panel === 'activity' ? <ActivityDialog onClose={close} /> : null}
    </>
  );
}
