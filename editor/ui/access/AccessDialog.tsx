// "Access" (docs/page-access.md): the current page's access (public, password, members and its
// member areas), the site's lock screen and the promotional popup. Document settings are one
// undoable editor action each (updatePageAccess, updateSiteAccess) and go live when published;
// passwords and member areas are set on the server at once (owner routes).
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_POPUP } from '../../../shared/access/popup';
import type { MemberArea, PasswordStatusResponse } from '../../../shared/api/page-access';
import { analyticsSettingsOf } from '../../../shared/document/analytics-settings';
import type { PageAccess, PageAccessKind } from '../../../shared/document/schema';
import type { SiteAccessChange } from '../../store/actions/update-access';
import { CheckField, FieldGroup, SelectField, TextField } from '../commerce/FormBits';
import { useEditorState, useEditorStore } from '../context';
import { CloseActions, Dialog } from '../Dialog';
import { Feedback } from '../Feedback';
import { NO_MESSAGE, outcomeMessage } from '../feedback-message';
import { addMember, createMemberArea, memberAreas, passwordStatus } from './access-api';
import { PasswordSetter } from './PasswordSetter';

const KINDS: ReadonlyArray<{ value: PageAccessKind; label: string }> = [
  { value: 'public', label: 'Public' },
  { value: 'password', label: 'Password' },
  { value: 'members', label: 'Members' },
];

export function AccessDialog({ onClose }: { readonly onClose: () => void }) {
  const [status, setStatus] = useState<PasswordStatusResponse>({ site: false, pageIds: [] });
  const [areas, setAreas] = useState<readonly MemberArea[] | null>(null);
  const [note, setNote] = useState('');
  const refresh = useCallback(() => {
    void passwordStatus().then((answer) => answer.ok && setStatus(answer.value));
    void memberAreas().then((answer) => {
      setAreas(answer.ok ? answer.value.areas : null);
      if (!answer.ok) setNote(answer.message);
    });
  }, []);
  useEffect(refresh, [refresh]);
  return (
    <Dialog
      title="Access"
      message={<p>Who may see the site and its pages. Page settings go live when you publish.</p>}
      onEscape={onClose}
      className="commerce-dialog commerce-dialog-narrow"
    >
      <div className="commerce-body">
        <PageAccessFields status={status} areas={areas} onChanged={refresh} />
        <LockScreenFields passwordSet={status.site} onChanged={refresh} />
        <PopupFields />
        <VisitorCookieFields />
        <p role="status" className="field-help">
          {note}
        </p>
      </div>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}

function PageAccessFields(props: {
  readonly status: PasswordStatusResponse;
  readonly areas: readonly MemberArea[] | null;
  readonly onChanged: () => void;
}) {
  const store = useEditorStore();
  const pageId = useEditorState((state) => state.pageId);
  const page = useEditorState((state) => state.site.pages.find((p) => p.id === state.pageId));
  const [error, setError] = useState<string | undefined>();
  const access: PageAccess = page?.access ?? { kind: 'public' };
  const apply = (next: PageAccess) => {
    const result = store.getState().updatePageAccess(pageId, next);
    setError(result.ok ? undefined : result.message);
  };
  const chosen = access.memberAreaIds ?? [];
  return (
    <FieldGroup legend={`This page: ${page?.title ?? ''}`}>
      <SelectField
        label="Access"
        value={access.kind}
        error={error}
        choices={KINDS}
        onChange={(kind) => apply({ kind, memberAreaIds: kind === 'members' ? chosen : undefined })}
      />
      {access.kind === 'password' ? (
        <PasswordSetter
          label="Page password"
          pageId={pageId}
          isSet={props.status.pageIds.includes(pageId)}
          onChanged={props.onChanged}
        />
      ) : null}
      {access.kind === 'members' ? (
        <MemberAreaFields
          areas={props.areas}
          chosen={chosen}
          onChoose={(memberAreaIds) => apply({ kind: 'members', memberAreaIds })}
          onChanged={props.onChanged}
        />
      ) : null}
    </FieldGroup>
  );
}

function MemberAreaFields(props: {
  readonly areas: readonly MemberArea[] | null;
  readonly chosen: readonly string[];
  readonly onChoose: (ids: string[]) => void;
  readonly onChanged: () => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState(NO_MESSAGE);
  if (props.areas === null)
    return <p className="field-help">Your role cannot manage member areas.</p>;
  const toggle = (id: string, on: boolean) =>
    props.onChoose(on ? [...props.chosen, id] : props.chosen.filter((chosen) => chosen !== id));
  const create = async () => {
    const answer = await createMemberArea(name);
    if (!answer.ok) return setError(answer.message);
    setName('');
    setError(undefined);
    props.onChoose([...props.chosen, answer.value.id]);
    props.onChanged();
  };
  const add = async (areaId: string) => {
    const answer = await addMember(areaId, email);
    setStatus(outcomeMessage(answer, `${email} may now enter.`));
    if (answer.ok) props.onChanged();
  };
  return (
    <>
      <p className="field-help">No area chosen: every signed-in site user may see the page.</p>
      {props.areas.map((area) => (
        <div key={area.id} className="access-area">
          <CheckField
            label={`${area.name} (${area.members.length} members)`}
            checked={props.chosen.includes(area.id)}
            onChange={(on) => toggle(area.id, on)}
          />
          <button type="button" className="button" onClick={() => void add(area.id)}>
            Add the email below to {area.name}
          </button>
        </div>
      ))}
      <TextField label="Site user’s email" value={email} onChange={setEmail} />
      <TextField label="New member area" value={name} error={error} onChange={setName} />
      <button type="button" className="button" onClick={() => void create()}>
        Add member area
      </button>
      <Feedback tone={status.tone} className="field-help">
        {status.text}
      </Feedback>
    </>
  );
}

function LockScreenFields(props: {
  readonly passwordSet: boolean;
  readonly onChanged: () => void;
}) {
  const store = useEditorStore();
  const lock = useEditorState((state) => state.site.settings.lockScreen);
  return (
    <FieldGroup legend="Lock screen">
      <CheckField
        label="Lock the whole site with a password"
        checked={lock?.enabled ?? false}
        onChange={(enabled) => store.getState().updateSiteAccess({ lockScreen: { enabled } })}
      />
      <TextField
        label="Lock screen message"
        multiline
        value={lock?.message ?? ''}
        onChange={(message) => store.getState().updateSiteAccess({ lockScreen: { message } })}
      />
      <PasswordSetter
        label="Site password"
        pageId={null}
        isSet={props.passwordSet}
        onChanged={props.onChanged}
      />
    </FieldGroup>
  );
}

function PopupFields() {
  const store = useEditorStore();
  const popup = useEditorState((state) => state.site.settings.popup) ?? DEFAULT_POPUP;
  const [error, setError] = useState<string | undefined>();
  const apply = (change: SiteAccessChange) => {
    const result = store.getState().updateSiteAccess(change);
    setError(result.ok ? undefined : result.message);
  };
  return (
    <FieldGroup legend="Popup">
      <CheckField
        label="Show a popup to each visitor once"
        checked={popup.enabled}
        onChange={(enabled) => apply({ popup: { enabled } })}
      />
      <TextField
        label="Popup message"
        multiline
        value={popup.message}
        error={error}
        help="A new message is shown again to visitors who closed the old one."
        onChange={(message) => apply({ popup: { message } })}
      />
      <TextField
        label="Sign-up form (its mailing list gets the address)"
        value={popup.formId}
        onChange={(formId) => apply({ popup: { formId } })}
      />
    </FieldGroup>
  );
}

/** The cookie banner (the restrictive policy until a visitor accepts), census off, and raw events' retention. */
function VisitorCookieFields() {
  const store = useEditorStore();
  const settings = useEditorState((state) => analyticsSettingsOf(state.site.settings));
  const [days, setDays] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const apply = (change: SiteAccessChange) => {
    const result = store.getState().updateSiteAccess(change);
    setError(result.ok ? undefined : result.message);
    return result.ok;
  };
  return (
    <FieldGroup legend="Cookies and visitor analytics">
      <CheckField
        label="Show a cookie banner; count visitors without cookies until they accept"
        checked={settings.cookieBanner}
        onChange={(cookieBanner) => apply({ analytics: { cookieBanner } })}
      />
      <CheckField
        label="Census disabled: record no visitor analytics on the live site"
        checked={settings.censusDisabled === true}
        onChange={(censusDisabled) => apply({ analytics: { censusDisabled } })}
      />
      <TextField
        label="Keep each visitor event (days)"
        inputMode="numeric"
        value={days ?? String(settings.retentionDays)}
        error={error}
        help="Daily totals stay after the events are deleted."
        onChange={setDays}
        onCommit={() => {
          if (days !== undefined && apply({ analytics: { retentionDays: Number(days) } })) {
            setDays(undefined);
          }
        }}
      />
    </FieldGroup>
  );
}
