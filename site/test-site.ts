// A site for the frame's tests, and a helper that edits it the way the editor does (immer
// recipes with patches).
import { enablePatches, produceWithPatches } from 'immer';
import { BlockType } from '../shared/codes/block-type-codes';
import { richTextFromPlain } from '../shared/content/rich-text/plain';
import { block, page, section, site } from '../shared/document/fixtures';
import type { Site } from '../shared/document/schema';
import type { DocumentPatch } from '../shared/protocol/messages';

enablePatches();

/** home: s1 (large, rounded) [title, cta], s2 (small, rounded divider) [later: no renderer yet];
 * about: s3 [story]. */
export function frameTestSite(): Site {
  return site(
    [
      page(
        'home',
        [
          section(
            's1',
            [
              block('title', BlockType.html, {
                content: richTextFromPlain('Welcome', { style: 'h1' }),
              }),
              block('cta', BlockType.button, { label: 'Shop now', url: '/shop' }),
            ],
            { padding: 'large', cornerRadius: 22, divider: 'none', theme: null },
          ),
          section('s2', [block('later', BlockType.product)], {
            padding: 'small',
            cornerRadius: 0,
            divider: 'rounded',
            theme: 'dark',
          }),
        ],
        { title: 'Home' },
      ),
      page(
        'about',
        [
          section('s3', [
            block('story', BlockType.html, { content: richTextFromPlain('Our story') }),
          ]),
        ],
        {
          title: 'About',
        },
      ),
    ],
    { id: 'demo', title: 'Demo' },
  );
}

/** Runs an edit on `site` and returns the new site with the patches the editor would send. */
export function edit(site: Site, recipe: (draft: Site) => void): [Site, DocumentPatch[]] {
  const [next, patches] = produceWithPatches(site, recipe);
  return [next, patches];
}
