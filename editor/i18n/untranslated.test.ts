import { describe, expect, it } from 'vitest';
import { getBlockSchema } from '../../blocks/schemas';
import { blockTextKeys } from '../../blocks/text-keys';
import { BlockType } from '../../shared/codes/block-types';
import { block, page, section, site } from '../../shared/document/fixtures';
import type { Block } from '../../shared/document/schema';
import { missingTranslations, setBlockTranslation } from '../../shared/document/translate';
import { nextUntranslatedBlock, untranslatedCount, untranslatedText } from './untranslated';

const textKeys = () => ['label'];
const start = () => {
  const target = site([
    page(
      'home',
      [section('s1', [block('a', 53, { label: 'A' }), block('b', 53, { label: 'B' })])],
      {
        title: 'Home',
      },
    ),
    page('about', [section('s2', [block('c', 53, { label: 'C' })])], { title: 'About' }),
  ]);
  return setBlockTranslation(target, 'fr-FR', 'b', 'label', 'Bé');
};

describe('what is not translated yet', () => {
  it('counts the texts of the page and of the site', () => {
    const missing = missingTranslations(start(), 'fr-FR', textKeys);
    const count = untranslatedCount(missing, 'home');
    expect(count).toEqual({ page: 2, site: 4 });
    expect(untranslatedText(count)).toBe('2 not translated on this page, 4 on the site');
    expect(untranslatedText({ page: 0, site: 0 })).toBe('Everything is translated.');
  });

  it('finds the next block with a text to translate after the selected one, round to the start', () => {
    const target = start();
    const missing = missingTranslations(target, 'fr-FR', textKeys);
    expect(nextUntranslatedBlock(target, missing, null)).toBe('a');
    expect(nextUntranslatedBlock(target, missing, 'a')).toBe('c');
    expect(nextUntranslatedBlock(target, missing, 'b')).toBe('c');
    expect(nextUntranslatedBlock(target, missing, 'c')).toBe('a');
    const done = setBlockTranslation(
      setBlockTranslation(target, 'fr-FR', 'a', 'label', 'À'),
      'fr-FR',
      'c',
      'label',
      'Cé',
    );
    expect(nextUntranslatedBlock(done, missingTranslations(done, 'fr-FR', textKeys), 'a')).toBe(
      null,
    );
  });
});

describe('texts inside list items', () => {
  it('counts them one each and reaches the block that holds them', () => {
    const accordion = getBlockSchema(BlockType.accordion);
    const blockKeys = (b: Block) =>
      b.type === BlockType.accordion ? blockTextKeys(accordion, b.settings) : ['label'];
    const panels = [
      { id: 'p1', title: 'Shipping', body: 'Two days.' },
      { id: 'p2', title: 'Returns', body: '' },
    ];
    let target = site([
      page('home', [
        section('s1', [
          block('a', 53, { label: 'A' }),
          block('acc', BlockType.accordion, { items: panels }),
        ]),
      ]),
    ]);
    target = setBlockTranslation(target, 'fr-FR', 'a', 'label', 'À');
    const missing = missingTranslations(target, 'fr-FR', blockKeys);
    expect(untranslatedCount(missing, 'home')).toEqual({ page: 4, site: 4 });
    expect(nextUntranslatedBlock(target, missing, 'a')).toBe('acc');
    for (const key of ['items.p1.title', 'items.p1.body', 'items.p2.title'])
      target = setBlockTranslation(target, 'fr-FR', 'acc', key, 'Traduit');
    const left = missingTranslations(target, 'fr-FR', blockKeys);
    expect(untranslatedCount(left, 'home')).toEqual({ page: 1, site: 1 });
    expect(nextUntranslatedBlock(target, left, 'a')).toBeNull();
  });
});
