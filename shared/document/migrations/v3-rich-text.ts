// Version 3, rich text: a text block (code 2) held plain text with one style and one alignment
// (`{ text, style, align }`); it now holds Lexical's serialized editor state in `content`. The
// text becomes paragraphs (split at blank lines) or one heading of the same level, aligned as
// before. A block with none of the old keys keeps its settings (the default applies), and one that
// already has `content` is left alone, so running the piece twice changes nothing.
import { BlockType } from '../../codes/block-type-codes';
import type { ElementAlignment } from '../../content/rich-text/model';
import { type PlainBlockStyle, richTextFromPlain } from '../../content/rich-text/plain';
import { isObject, type Json, mapBlocks } from './util';

/** The text block's default before version 3, for a block that stored a style but no text. */
const OLD_DEFAULT_TEXT = 'Write your text here.';
const OLD_KEYS = ['text', 'style', 'align'];

const STYLES: Readonly<Record<string, PlainBlockStyle>> = {
  heading1: 'h1',
  heading2: 'h2',
  heading3: 'h3',
  paragraph: 'paragraph',
};
const ALIGNMENTS: Readonly<Record<string, ElementAlignment | ''>> = {
  left: '',
  center: 'center',
  right: 'right',
};

function migrateText(block: Json): Json {
  if (block.type !== BlockType.html || !isObject(block.settings)) return block;
  const { settings } = block;
  if ('content' in settings || !OLD_KEYS.some((key) => key in settings)) return block;
  const { text, style, align, ...rest } = settings;
  const content = richTextFromPlain(typeof text === 'string' ? text : OLD_DEFAULT_TEXT, {
    style: (typeof style === 'string' && STYLES[style]) || 'paragraph',
    align: (typeof align === 'string' && ALIGNMENTS[align]) || '',
  });
  return { ...block, settings: { ...rest, content } };
}

export function v3RichText(doc: Json): Json {
  return mapBlocks(doc, migrateText);
}
