// How the page writes money, for the storefront's cart, checkout and order pages: the
// storefront context's rule (blocks/storefront/context.ts moneySettingsOf), so a page in French
// writes `35,00 $US` everywhere, its products and its cart alike.
import { useMemo } from 'react';
import { moneySettingsOf, useStorefront } from '../../blocks/storefront/context';
import type { SiteMoneySettings } from '../../shared/money/site-format';

export function useMoneySettings(): SiteMoneySettings {
  const { useCLDRMoneyFormat, language } = useStorefront();
  return useMemo(
    () => moneySettingsOf({ useCLDRMoneyFormat, language }),
    [useCLDRMoneyFormat, language],
  );
}
