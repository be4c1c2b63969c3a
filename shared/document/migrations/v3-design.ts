// Version 3, design: the site gains its design (palette, colour themes, fonts, buttons, scroll
// animation; shared/design/site-design.ts) with the defaults, and every section style gains a
// colour theme assignment, null for "the site's default theme". Values already there are kept.
import { defaultDesign } from '../../design/site-design';
import { isObject, type Json, mapBlocks } from './util';

export function addDesign(doc: Json): Json {
  const withSections = mapBlocks(
    doc,
    (block) => block,
    (section) =>
      isObject(section.style) && !('theme' in section.style)
        ? { ...section, style: { ...section.style, theme: null } }
        : section,
  );
  return isObject(doc.design) ? withSections : { ...withSections, design: defaultDesign() };
}
