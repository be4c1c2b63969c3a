// The page shown in the frame: its sections in order. Re-renders only when sections are added,
// moved or removed, or when the page gains its first block or loses its last one. Inside the
// editor an empty page says how to fill it; visitors never see that hint.
import { SectionNode } from './SectionNode';
import { usePreview, usePreviewIds } from './store-context';

export const EMPTY_PAGE_HINT = 'This page is empty. Add a block from the “Add block” panel.';

function inEditor(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.editing !== undefined;
}

export function PageView() {
  const sectionIds = usePreviewIds((state) => state.view.page?.sections);
  const empty = usePreview((state) => state.view.blocks.size === 0);
  return (
    <main className="sb-page">
      {empty && inEditor() ? <p className="sb-empty-page">{EMPTY_PAGE_HINT}</p> : null}
      {sectionIds.map((id) => (
        <SectionNode key={id} id={id} />
      ))}
    </main>
  );
}
