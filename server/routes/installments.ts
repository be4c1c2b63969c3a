// The installment provider's information popup (spec storefront.md §7 "GET of the installment
// provider's modal page"), served by our own server because no outside host can be reached: a
// short HTML fragment per modal locale (shared/products/installments), English for any other.
import { Hono } from 'hono';
import { ownValue } from '../../shared/json/keys';
import { DEFAULT_INSTALLMENT_MODAL_LOCALE } from '../../shared/products/installments';
import { contentSecurityPolicy } from '../csp';

const EN = (brand: string) => `<h2>Pay in 4 interest-free installments with ${brand}</h2>
<ol><li>Add your favourites to the cart.</li><li>Choose ${brand} at checkout.</li>
<li>Log in or create your ${brand} account, with instant approval decisions.</li>
<li>Your purchase is split into 4 payments, taken every 2 weeks.</li></ol>
<p>No interest and no fees when you pay on time. You must be over 18 and a resident of the country of the store.</p>`;

const FR = `<h2>Payez en 4 versements sans intérêt avec Afterpay</h2>
<ol><li>Ajoutez vos articles au panier.</li><li>Choisissez Afterpay au paiement.</li>
<li>Connectez-vous ou créez votre compte Afterpay.</li>
<li>Votre achat est réparti en 4 paiements, prélevés toutes les 2 semaines.</li></ol>
<p>Aucun intérêt ni frais si vous payez à temps.</p>`;

export const INSTALLMENT_MODALS: Readonly<Record<string, string>> = {
  en_US: EN('Afterpay'),
  en_CA: EN('Afterpay'),
  fr_CA: FR,
  en_AU: EN('Afterpay'),
  en_NZ: EN('Afterpay'),
  en_GB: EN('Clearpay'),
};

export function installmentRoutes() {
  const routes = new Hono();
  routes.get('/modal', (c) => {
    const locale = c.req.query('locale') ?? DEFAULT_INSTALLMENT_MODAL_LOCALE;
    const html =
      ownValue(INSTALLMENT_MODALS, locale) ??
      ownValue(INSTALLMENT_MODALS, DEFAULT_INSTALLMENT_MODAL_LOCALE);
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Security-Policy', contentSecurityPolicy('preview'));
    return c.html(html ?? '');
  });
  return routes;
}
