// The status line: one polite live region with the latest notice (a refusal, a save error, why
// the site could not load) and the save status. The notice stays until dismissed or replaced;
// no timers run while idle.
import { useEditorState, useEditorStore } from './context';
import { saveText } from './status-text';

export function StatusLine() {
  const store = useEditorStore();
  const notice = useEditorState((state) => state.notice);
  const saveStatus = useEditorState((state) => state.saveStatus);
  const loaded = useEditorState((state) => state.loaded);
  const text = saveText(loaded, saveStatus);
  return (
    <div className="status-line">
      <div role="status" aria-live="polite" className="status-text">
        {notice && notice !== text ? <span className="status-notice">{notice}</span> : null}
        <span className={`status-save status-save-${saveStatus}`}>{text}</span>
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
