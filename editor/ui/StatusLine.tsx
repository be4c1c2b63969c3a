// The status line: a polite live region with the save status, and beside it the latest notice as
// Feedback (a refusal, a save error or why the site could not load as an alert in the error
// colours; a restored version as a status in the success colours). The notice stays until
// dismissed or replaced;
// no timers run while idle. A role that may not edit pages is told so here, and a role that may
// save nothing has no save status.
import { can } from '../../shared/permissions/roles';
import { maySaveSite, viewOnlyText } from '../auth/editing';
import { useRole } from '../auth/owner';
import { useEditorState, useEditorStore } from './context';
import { Feedback } from './Feedback';
import { saveText } from './status-text';

export function StatusLine() {
  const store = useEditorStore();
  const notice = useEditorState((state) => state.notice);
  const tone = useEditorState((state) => state.noticeTone);
  const saveStatus = useEditorState((state) => state.saveStatus);
  const loaded = useEditorState((state) => state.loaded);
  const role = useRole();
  const text = saveText(loaded, saveStatus);
  const viewOnly = role !== null && !can(role, 'site:edit') ? viewOnlyText(role) : null;
  const showSave = !loaded || maySaveSite(role);
  return (
    <div className="status-line">
      <div role="status" aria-live="polite" className="status-text">
        {viewOnly ? <span className="status-view-only">{viewOnly}</span> : null}
        {showSave ? <span className={`status-save status-save-${saveStatus}`}>{text}</span> : null}
      </div>
      {notice && notice !== text ? (
        <Feedback tone={tone} as="span" className="status-notice is-boxed">
          {notice}
        </Feedback>
      ) : null}
      {notice ? (
        <button
          type="button"
          className="icon-button"
          aria-label="Dismiss message"
          title="Dismiss message"
          onClick={() => store.getState().clearNotice()}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
