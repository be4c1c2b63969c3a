// The page shown in the frame: its sections in order. Re-renders only when sections are added,
// moved or removed.
import { useShallow } from 'zustand/react/shallow';
import { SectionNode } from './SectionNode';
import { usePreview } from './store-context';

const NONE: readonly string[] = [];

export function PageView() {
  const sectionIds = usePreview(
    useShallow((state) => state.view.page?.sections.map((section) => section.id) ?? NONE),
  );
  return (
    <main className="sb-page">
      {sectionIds.map((id) => (
        <SectionNode key={id} id={id} />
      ))}
    </main>
  );
}
