// The Sites screen (docs/sites.md): the sites you have a role on, each with its address and your
// role; "Open" signs you in to its editor at its own address; rename, set the address, duplicate
// and delete as your role allows; and the form that makes a new site.
import { useState } from 'react';
import { can, type OwnerAction } from '../../../shared/permissions/roles';
import { localSiteHost, type ManagedSite } from '../../../shared/sites/manage';
import { useLoaded } from '../commerce/loading';
import { CloseActions, Dialog } from '../Dialog';
import { Feedback } from '../Feedback';
import { DataTable, LoadState } from '../people/parts';
import { CreateSiteForm } from './CreateSiteForm';
import { type SiteQuestion, SiteQuestionDialog } from './SiteEditDialogs';
import { type SitesApi, sitesApi } from './sites-api';
import '../commerce/commerce.css';
import '../people/people.css';

export interface SitesDialogProps {
  readonly onClose: () => void;
  readonly api?: SitesApi;
  /** Goes to the opened site's editor (the top bar asks first about unsaved edits). */
  readonly assign?: (url: string) => void;
}

const may = (site: ManagedSite, action: OwnerAction) =>
  site.role !== null && can(site.role, action);

export function SitesDialog({
  onClose,
  api = sitesApi,
  assign = (url) => window.location.assign(url),
}: SitesDialogProps) {
  const { value: sites, error: loadError, reload } = useLoaded(() => api.list());
  const [asking, setAsking] = useState<{ site: ManagedSite; question: SiteQuestion } | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  async function done(message: string) {
    setAsking(null);
    setError('');
    setStatus(message);
    await reload();
  }

  async function answer(site: ManagedSite, question: SiteQuestion, text: string) {
    const result =
      question === 'rename'
        ? await api.rename(site.id, text)
        : question === 'address'
          ? await api.setHost(site.id, text)
          : await api.remove(site.id, text);
    if (!result.ok) return result.message;
    const said = {
      rename: `Renamed to “${text.trim()}”.`,
      address: text.trim() ? `“${site.title}” answers at ${text.trim()}.` : 'Address removed.',
      delete: `Deleted “${site.title}”.`,
    };
    await done(said[question]);
    return null;
  }

  async function run(work: () => Promise<{ ok: boolean; message?: string }>, success: string) {
    setStatus('');
    const result = await work();
    if (result.ok) await done(success);
    else setError(result.message ?? '');
  }

  async function open(site: ManagedSite) {
    setStatus(`Opening “${site.title}”…`);
    const result = await api.open(site.id);
    if (result.ok) assign(result.value.url);
    else setError(result.message);
  }

  return (
    <>
      <Dialog
        title="Sites"
        message={<p>Every site you may edit in this installation, and a new one.</p>}
        onEscape={onClose}
        className="commerce-dialog"
      >
        <div className="commerce-body">
          <LoadState
            loading={sites === null}
            loadingText="Loading sites…"
            loadError={loadError}
            onRetry={() => void reload()}
            error={error}
          />
          {status ? <Feedback tone="success">{status}</Feedback> : null}
          {sites === null ? null : (
            <DataTable label="Your sites" headers={['Name', 'Address', 'Your role', '']}>
              {sites.map((site) => (
                <tr key={site.id}>
                  <td>{site.title}</td>
                  <td>{site.hostName ?? localSiteHost(site.id)}</td>
                  <td>{site.role ?? 'API key'}</td>
                  <td className="sites-actions">
                    <SiteButton site={site} label="Open" onClick={() => void open(site)} />
                    {may(site, 'site:edit') ? (
                      <SiteButton
                        site={site}
                        label="Rename"
                        onClick={() => setAsking({ site, question: 'rename' })}
                      />
                    ) : null}
                    {may(site, 'site:manage') ? (
                      <>
                        <SiteButton
                          site={site}
                          label="Address"
                          onClick={() => setAsking({ site, question: 'address' })}
                        />
                        <SiteButton
                          site={site}
                          label="Duplicate"
                          onClick={() =>
                            void run(() => api.duplicate(site.id), `Duplicated “${site.title}”.`)
                          }
                        />
                        <SiteButton
                          site={site}
                          label="Delete"
                          danger
                          onClick={() => setAsking({ site, question: 'delete' })}
                        />
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          <CreateSiteForm api={api} onCreated={(name) => void done(`Created “${name}”.`)} />
          <CloseActions onClose={onClose} />
        </div>
      </Dialog>
      {asking ? (
        <SiteQuestionDialog
          site={asking.site}
          question={asking.question}
          onAnswer={(text) => answer(asking.site, asking.question, text)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}

/** A row's button, named with its site for screen readers ("Delete Clay Shop"). */
function SiteButton(props: {
  readonly site: ManagedSite;
  readonly label: string;
  readonly danger?: boolean;
  readonly onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={props.danger ? 'button button-danger' : 'button'}
      aria-label={`${props.label} ${props.site.title}`}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}
