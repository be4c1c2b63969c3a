// Brings a stored document of any earlier schema version up to SCHEMA_VERSION.
// Each step is a pure function from version N to N+1; add one per schema change.
import { SCHEMA_VERSION } from './schema';

type Json = Record<string, unknown>;

export class MigrationError extends Error {}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

const steps: ReadonlyArray<(doc: Json) => Json> = [v0ToV1];

/** Returns the document at SCHEMA_VERSION; throws MigrationError when it cannot. */
export function migrate(input: unknown): unknown {
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
