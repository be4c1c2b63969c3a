// Where the top bar's language switch goes: nothing while the site speaks one language, and the
// switch's code loads only once it speaks more (the editor's memory budget, docs/performance.md).
// No "Loading…" status here: the top bar keeps one live region, the status line's.
import { lazy, Suspense } from 'react';
import { useSiteLanguages } from '../../i18n/site-language';
import { PartBoundary } from '../lazy-part';

const LanguageSwitch = lazy(() =>
  import('./LanguageSwitch').then((m) => ({ default: m.LanguageSwitch })),
);

export function LanguageSwitchSlot() {
  const many = useSiteLanguages((state) => state.languages.length > 1);
  if (!many) return null;
  return (
    <PartBoundary what="language switch">
      <Suspense fallback={null}>
        <LanguageSwitch />
      </Suspense>
    </PartBoundary>
  );
}
