// Version 5: the site design gains spacing (section spacing scales the spec's section padding
// presets, block spacing is the room between blocks; docs/design.md "Tokens"). A migrated site
// gets the defaults, comfortable and comfortable; spacing already there is kept.
import { DEFAULT_SPACING } from '../../design/site-design';
import { isObject, type Json } from './util';

export function v4ToV5(doc: Json): Json {
  const design =
    isObject(doc.design) && !isObject(doc.design.spacing)
      ? { ...doc.design, spacing: { ...DEFAULT_SPACING } }
      : doc.design;
  return { ...doc, ...(design === undefined ? {} : { design }), schemaVersion: 5 };
}
