// The bar above the preview frame: the frame's own address (the page being edited, or wherever
// the owner went inside the frame: the cart, checkout, another page) and, while the frame is
// away from the page being edited, "Back to editing", which shows that page in the frame again.
import { pagePath } from '../../shared/document/page-path';
import { useEditorState, useEditorStore } from './context';

export const BACK_TO_EDITING = 'Back to editing';

export function FrameBar() {
  const store = useEditorStore();
  const framePath = useEditorState((state) => state.framePath);
  const editedPath = useEditorState((state) => pagePath(state.site, state.pageId));
  const away = framePath !== null;
  return (
    <div className="frame-bar" data-away={away ? '' : undefined}>
      <output className="frame-address" aria-label="Frame address" aria-live="polite">
        {away ? framePath : editedPath}
      </output>
      {away ? (
        <button
          type="button"
          className="frame-back"
          onClick={() => store.getState().setFramePath(null)}
        >
          {BACK_TO_EDITING}
        </button>
      ) : null}
    </div>
  );
}
