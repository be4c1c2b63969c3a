// Image alt text: spec §9 "image alt fallback from body truncated to 250 characters".
// As in the reference engine the order is: the block's own alt text (trimmed), the item's
// title, the item's body with tags stripped (cut to 250 characters, no ellipsis), the file name.

import { IMAGE_ALT_MAX_LENGTH } from '../limits';
import { stripTags } from './strip-tags';

export interface ImageTextSource {
  readonly altText?: string;
  readonly title?: string;
  readonly body?: string;
  readonly filename?: string;
}

export function imageAltText(image: ImageTextSource): string {
  const alt = (image.altText ?? '').trim();
  if (alt !== '') return alt;
  if (image.title) return image.title;
  const body = stripTags(image.body ?? '').trim();
  if (body !== '') return body.slice(0, IMAGE_ALT_MAX_LENGTH);
  return image.filename ?? '';
}
