// Helpers shared by the document migration steps: each step is a pure function of plain JSON.

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies `change` to every block of every section of every page, leaving other values as they are. */
export function mapBlocks(
  doc: Json,
  change: (block: Json) => Json,
  changeSection: (section: Json) => Json = (s) => s,
): Json {
  const pages = Array.isArray(doc.pages) ? doc.pages : [];
  return {
    ...doc,
    pages: pages.map((page) =>
      isObject(page) && Array.isArray(page.sections)
        ? {
            ...page,
            sections: page.sections.map((section) => {
              if (!isObject(section)) return section;
              const blocks = Array.isArray(section.blocks)
                ? section.blocks.map((block) => (isObject(block) ? change(block) : block))
                : section.blocks;
              return changeSection({ ...section, blocks });
            }),
          }
        : page,
    ),
  };
}
