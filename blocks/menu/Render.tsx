// The menu block: each section as a headed group with its note, each item with its name and price
// on one line (a dotted leader between them when chosen), its description and its dietary tags.
import { useId, useMemo } from 'react';
import type { BlockRenderProps } from '../types';
import type { MenuSettings } from './schema';
import { type MenuItem, type MenuSection, readMenuSections } from './sections';
import { parseDietaryTags } from './tags';
import './menu.css';

export const EMPTY_MENU_HINT = 'This menu has no sections yet. Add one in the settings.';

function MenuEntry({ item }: { readonly item: MenuItem }) {
  const tags = parseDietaryTags(item.tags);
  const price = item.price.trim();
  return (
    <li className="sb-menu-item">
      <div className="sb-menu-line">
        <span className="sb-menu-name">{item.name}</span>
        <span className="sb-menu-leader" aria-hidden="true" />
        {price ? <span className="sb-menu-price">{price}</span> : null}
      </div>
      {item.description.trim() ? <p className="sb-menu-description">{item.description}</p> : null}
      {tags.length > 0 ? (
        <ul className="sb-menu-tags">
          {tags.map((tag) => (
            <li key={tag.code} className="sb-menu-tag" title={tag.label}>
              <span aria-hidden="true">{tag.code}</span>
              <span className="sb-visually-hidden">{tag.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function MenuGroup({ section }: { readonly section: MenuSection }) {
  const headingId = useId();
  const title = section.title.trim();
  return (
    <section className="sb-menu-section" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h3 id={headingId} className="sb-menu-title">
          {title}
        </h3>
      ) : null}
      {section.note.trim() ? <p className="sb-menu-note">{section.note}</p> : null}
      <ul className="sb-menu-items">
        {section.items.map((item) => (
          <MenuEntry key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

export function MenuRender({ settings, block }: BlockRenderProps<MenuSettings>) {
  const stored = block.settings.sections;
  const sections = useMemo(
    () => (stored === undefined ? settings.sections : readMenuSections(stored)),
    [stored, settings.sections],
  );
  if (sections.length === 0) return <p className="sb-empty-hint">{EMPTY_MENU_HINT}</p>;
  const className = [
    'sb-menu',
    `sb-menu--${settings.columns}`,
    settings.leaders ? 'sb-menu--leaders' : '',
  ].join(' ');
  return (
    <div className={className.trim()}>
      {sections.map((section) => (
        <MenuGroup key={section.id} section={section} />
      ))}
    </div>
  );
}
