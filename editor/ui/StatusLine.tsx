// The status line: one polite live region with the latest notice (a refusal, a save error, why
// the site could not load) and the save status. The notice stays until dismissed or replaced;
// no timers run while idle. A role that may not edit pages is told so here, and a role that may
// save nothing has no save status.
import { can } from '../../shared/permissions/roles';
import { maySaveSite, viewOnlyText } from '../auth/editing';
import { useRole } from '../auth/owner';
import { useEditorState, useEditorStore } from './context';
import { saveText } from './status-text';

export function StatusLine() {
  const store = useEditorStore();
  const notice = useEditorState((state) => state.notice);
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
        {notice && notice !== text ? <span className="status-notice">{notice}</span> : null}
        {showSave ? <span className={`status-save status-save-${saveStatus}`}>{text}</span> : null}
      </div>
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
