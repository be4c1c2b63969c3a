// The installment teaser and its information popup (spec storefront.md §4, §5, §9): the teaser
// text from shared/products/installments for the shown price and the store's thresholds, for
// physical products only; the popup's content is HTML our own server serves for the shopper's
// locale (no outside host), sanitized; a failed load only logs a warning. The popup is a modal
// dialog closed by Escape, its close button or a click outside.
import { useEffect, useRef, useState } from 'react';
import type { InstallmentSettings } from '../../../shared/api/commerce';
import { ProductType } from '../../../shared/codes/product-types';
import type { MoneyAmount } from '../../../shared/money/money';
import { readMoney } from '../../../shared/money/money';
import {
  installmentBrand,
  installmentModalLocale,
  installmentShopper,
  installmentText,
  installmentWords,
} from '../../../shared/products/installments';
import { useStorefront } from '../context';

export const INSTALLMENT_MODAL_PATH = '/api/commerce/installments/modal';

export function InstallmentTeaser(props: {
  productType: number;
  price: MoneyAmount | null;
  settings: InstallmentSettings;
  format: (money: MoneyAmount) => string;
}) {
  const { productType, price, settings, format } = props;
  const [open, setOpen] = useState(false);
  const { language, country } = installmentShopper(useStorefront().language);
  if (!settings.enabled || productType !== ProductType.physical || price === null) return null;
  const brand = installmentBrand(country);
  const text = installmentText({
    price,
    min: readMoney(settings.minimum),
    max: readMoney(settings.maximum),
    installments: settings.count,
    oneLine: true,
    format,
    language,
  });
  return (
    <p className="sb-product-installments">
      {text} {brand}{' '}
      <button type="button" className="sb-product-installments-info" onClick={() => setOpen(true)}>
        {installmentWords(language).more(brand)}
      </button>
      {open ? (
        <InstallmentPopup
          brand={brand}
          locale={installmentModalLocale(language, country)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </p>
  );
}

function InstallmentPopup(props: { brand: string; locale: string; onClose: () => void }) {
  const { brand, locale, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const [html, setHtml] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    let live = true;
    fetch(`${INSTALLMENT_MODAL_PATH}?locale=${encodeURIComponent(locale)}`)
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(`${response.status}`)),
      )
      // The sanitizer (DOMPurify) loads with the popup, not with every product.
      .then(async (text) => {
        const { sanitizeHtml } = await import('../../html-sanitize');
        if (live) setHtml(sanitizeHtml(text).html);
      })
      .catch((error: unknown) =>
        console.warn('The installment information could not be loaded.', error),
      );
    return () => {
      live = false;
    };
  }, [locale]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the dialog's own cancel event; the click is only the backdrop.
    <dialog
      ref={dialog}
      className="sb-product-installments-popup"
      aria-label={`Pay in installments with ${brand}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="sb-product-installments-body">
        {html === null ? (
          <p>Loading…</p>
        ) : (
          <div
            // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify output (html-sanitize.ts).
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
        <button type="button" className="sb-dialog-close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </dialog>
  );
}
