// Version 3: the storefront, rich text and site design. Each topic's change is its own pure
// piece in `v3-<topic>.ts`; they run in the order listed here, then the version is set.
import type { Json } from './util';
import { addDesign } from './v3-design';

const pieces: ReadonlyArray<(doc: Json) => Json> = [addDesign];

export function v2ToV3(doc: Json): Json {
  return { ...pieces.reduce((current, piece) => piece(current), doc), schemaVersion: 3 };
}
