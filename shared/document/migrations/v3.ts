// Version 3: the storefront, rich text and site design. Each topic's change is its own pure
// piece in `v3-<topic>.ts`; they run in the order listed here, then the version is set.
import type { Json } from './util';
import { addCaptchaSiteKey } from './v3-captcha';
import { addDesign } from './v3-design';
import { v3RichText } from './v3-rich-text';
import { v3StoreSettings } from './v3-store-settings';

const pieces: ReadonlyArray<(doc: Json) => Json> = [
  addCaptchaSiteKey,
  v3StoreSettings,
  v3RichText,
  addDesign,
];

export function v2ToV3(doc: Json): Json {
  return { ...pieces.reduce((current, piece) => piece(current), doc), schemaVersion: 3 };
}
