// One section: its style and the ids of its blocks. A change inside a block leaves both equal,
// so the section does not re-render; adding, moving or removing a block does. A section with its
// own colour theme points the colour properties at that theme's (the values live on the root).
// Its padding is the preset (a share of the width, never less than a phone's worth of rem)
// scaled by the design's section spacing (--sb-section-spacing).
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
  const share = SECTION_PADDING[style.padding];
  const padding = `calc(max(${share}%, ${share / 3}rem) * var(--sb-section-spacing, 1))`;
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
