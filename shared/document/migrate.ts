// Brings a stored document of any earlier schema version up to SCHEMA_VERSION.
// Each step is a pure function from version N to N+1; add one per schema change.
import { isObject, type Json, mapBlocks } from './migrations/util';
import { v2ToV3 } from './migrations/v3';
import { v3ToV4 } from './migrations/v4';
import { v4ToV5 } from './migrations/v5';
import { SCHEMA_VERSION } from './schema';

export class MigrationError extends Error {}

/**
 * Version 0 is the pre-versioned shape: no `schemaVersion`, no site settings, and sections
 * without a style. Version 1 adds all three with their defaults.
 */
function v0ToV1(doc: Json): Json {
  const pages = Array.isArray(doc.pages) ? doc.pages : [];
  return {
    ...doc,
    schemaVersion: 1,
    settings: isObject(doc.settings)
      ? doc.settings
      : { currency: 'USD', timeZone: 'America/New_York', useCLDRMoneyFormat: false },
    pages: pages.map((page) =>
      isObject(page) && Array.isArray(page.sections)
        ? {
            ...page,
            sections: page.sections.map((section) =>
              isObject(section) && !isObject(section.style)
                ? { ...section, style: { padding: 'medium', cornerRadius: 0 } }
                : section,
            ),
          }
        : page,
    ),
  };
}

/** The image block's code (spec §3 block types: image 5). */
const IMAGE_BLOCK = 5;

/**
 * Version 2 lets block settings hold structure. The image block's `src` address becomes an
 * `image` object (address and focal point, the shape the file manager fills in), an empty one
 * becomes null; sections gain a divider, none by default.
 */
function v1ToV2(doc: Json): Json {
  const migrated = mapBlocks(
    doc,
    (block) => {
      if (block.type !== IMAGE_BLOCK || !isObject(block.settings) || !('src' in block.settings)) {
        return block;
      }
      const { src, ...rest } = block.settings;
      const image =
        typeof src === 'string' && src.trim() !== ''
          ? { url: src, focalPoint: { x: 0.5, y: 0.5 } }
          : null;
      return { ...block, settings: { ...rest, image } };
    },
    (section) =>
      isObject(section.style) && !('divider' in section.style)
        ? { ...section, style: { ...section.style, divider: 'none' } }
        : section,
  );
  return { ...migrated, schemaVersion: 2 };
}

const steps: ReadonlyArray<(doc: Json) => Json> = [v0ToV1, v1ToV2, v2ToV3, v3ToV4, v4ToV5];

/** Returns the document at SCHEMA_VERSION; throws MigrationError when it cannot. */
export function migrate(input: unknown): Json {
  if (!isObject(input)) throw new MigrationError('A site document must be a JSON object.');
  const version = input.schemaVersion ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new MigrationError('schemaVersion must be a whole number.');
  }
  if (version > SCHEMA_VERSION) {
    throw new MigrationError(
      `This document has schema version ${version}; this version of the editor reads up to ${SCHEMA_VERSION}.`,
    );
  }
  let doc = input;
  for (let v = version; v < SCHEMA_VERSION; v++) doc = steps[v]!(doc);
  return doc;
}
