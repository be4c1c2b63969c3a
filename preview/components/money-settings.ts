// The site's money format settings, for the storefront components.
import { useMemo } from 'react';
import type { SiteMoneySettings } from '../../shared/money/site-format';
import { usePreview } from './store-context';

export function useMoneySettings(): SiteMoneySettings {
  const useCLDRMoneyFormat = usePreview(
    (state) => state.site?.settings.useCLDRMoneyFormat ?? false,
  );
  return useMemo(() => ({ useCLDRMoneyFormat }), [useCLDRMoneyFormat]);
}
