// The site's money format settings, for the storefront components (from the storefront context
// the preview provides).
import { useMemo } from 'react';
import { useStorefront } from '../../blocks/storefront/context';
import type { SiteMoneySettings } from '../../shared/money/site-format';

export function useMoneySettings(): SiteMoneySettings {
  const { useCLDRMoneyFormat } = useStorefront();
  return useMemo(() => ({ useCLDRMoneyFormat }), [useCLDRMoneyFormat]);
}
