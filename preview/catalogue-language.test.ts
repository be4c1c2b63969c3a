import { describe, expect, it } from 'vitest';
import { createPreviewStore, showLanguage } from '../site/store';
import { followCatalogueLanguage } from './catalogue-language';

describe('the frame’s catalogue language', () => {
  it('reads the catalogue again in each language the frame is switched to, once each', () => {
    const store = createPreviewStore('waiting');
    const calls: string[] = [];
    followCatalogueLanguage(store, {
      setLanguage: (language) => calls.push(`language ${language}`),
      refresh: () => calls.push('refresh'),
    });
    showLanguage(store, 'fr-FR');
    showLanguage(store, 'fr-FR');
    store.setState({ selectedBlockId: 'b1' });
    showLanguage(store, 'en-US');
    expect(calls).toEqual(['language fr-FR', 'refresh', 'language en-US', 'refresh']);
  });
});
