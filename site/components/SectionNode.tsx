// One section: its style and the ids of its blocks. A change inside a block leaves both equal,
// so the section does not re-render; adding, moving or removing a block does. A section with its
// own colour theme points the colour properties at that theme's (the values live on the root).
import { memo } from 'react';
import { sectionThemeStyle } from '../../shared/design/css-variables';
import { SECTION_PADDING } from '../../shared/document/schema';
import { BlockNode } from './BlockNode';
import { SectionDivider } from './SectionDivider';
import { usePreview, usePreviewIds } from './store-context';

export const SectionNode = memo(function SectionNode({ id }: { readonly id: string }) {
  const style = usePreview((state) => state.view.sections.get(id)?.style);
  const blockIds = usePreviewIds((state) => state.view.sections.get(id)?.blocks);
  if (!style) return null;
  const padding = `${SECTION_PADDING[style.padding]}%`;
  return (
    <section
      className="sb-section"
      data-section-id={id}
      data-divider={style.divider === 'none' ? undefined : style.divider}
      data-theme={style.theme ?? undefined}
      style={{
        ...sectionThemeStyle(style.theme),
        paddingTop: padding,
        paddingBottom:
          style.divider === 'none' ? padding : `calc(${padding} + var(--sb-divider-height))`,
        borderRadius: style.cornerRadius,
      }}
    >
      <div className="sb-section-inner">
        {blockIds.map((blockId) => (
          <BlockNode key={blockId} id={blockId} />
        ))}
      </div>
      <SectionDivider divider={style.divider} />
    </section>
  );
});
