// The product's additional-fields form in a lightbox (spec storefront.md §4): a modal dialog
// named by the form, centred, or 50 px from the top when taller than the window (lightbox-
// layout.ts); Escape and the close button close it, Tab stays inside. The form is the same
// FormView, validated the same way ('Saving…' while the server checks the answers with
// POST /api/rest/forms/validate/{formId}); the answers come back as the additionalFields string.
// The cart reopens it with an entry's answers and saves them before it closes (`save`).
import { useLayoutEffect, useRef, useState } from 'react';
import { validateFormPath } from '../../shared/api/forms';
import { FormMessage } from '../../shared/forms/messages';
import { serverFieldErrors } from '../../shared/forms/server-errors';
import { dialogKeyDown, useFocusOnOpen } from '../dialog-focus';
import { useSiteWords } from '../site-words';
import { useStorefrontStrings } from '../storefront/context';
import { FormView } from './FormView';
import { callJson } from './http';
import { type LightboxPlacement, lightboxPlacement } from './lightbox-layout';
import type { SendResult } from './submit';
import { type FormValues, formPayload } from './values';
import type { FormDefinition } from './wire';

/** Checks the answers on the server; ok with the JSON string, or the errors to show. */
export async function checkAnswers(
  definition: FormDefinition,
  values: FormValues,
  search: string,
): Promise<{ result: SendResult; json: string | null }> {
  const form = formPayload(definition.fields, values, search);
  try {
    const { status, data } = await callJson('POST', validateFormPath(definition.id), form);
    if (status === 200) return { result: { ok: true }, json: JSON.stringify(form) };
    const fieldErrors = serverFieldErrors(data) ?? {};
    return {
      result: {
        ok: false,
        formError: Object.keys(fieldErrors).length
          ? FormMessage.fieldsInvalid
          : FormMessage.unknownError,
        fieldErrors,
      },
      json: null,
    };
  } catch {
    return {
      result: { ok: false, formError: FormMessage.unknownError, fieldErrors: {} },
      json: null,
    };
  }
}

export interface ProductFormLightboxProps {
  readonly definition: FormDefinition;
  readonly onClose: (answers: string | null) => void;
  /** The controls' first values (an entry's answers reopened). */
  readonly initialValues?: FormValues | undefined;
  /** Saves the checked answers before the lightbox closes; answers a refusal to show, or null. */
  readonly save?: ((answers: string) => Promise<string | null>) | undefined;
}

export function ProductFormLightbox(props: ProductFormLightboxProps) {
  const { definition, onClose } = props;
  const words = useSiteWords();
  const { close } = useStorefrontStrings();
  const dialog = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<LightboxPlacement>({ mode: 'centred' });

  useLayoutEffect(() => {
    const measure = () => {
      const height = dialog.current?.scrollHeight ?? 0;
      setPlacement(lightboxPlacement(height, window.innerHeight));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (dialog.current) observer?.observe(dialog.current);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  useFocusOnOpen(dialog);
  const onKeyDown = dialogKeyDown(dialog, () => onClose(null));

  return (
    <div className={`sb-lightbox sb-lightbox--${placement.mode}`}>
      <div
        ref={dialog}
        className="sb-lightbox-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={definition.name || words.productFormLabel}
        style={placement.mode === 'scroll' ? { margin: `${placement.margin}px auto` } : undefined}
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          className="sb-lightbox-close"
          aria-label={close}
          onClick={() => onClose(null)}
        >
          ×
        </button>
        <h2 className="sb-lightbox-title">{definition.name}</h2>
        <FormView
          definition={{ ...definition, captchaEnabled: false, successRedirect: '' }}
          variant="additionalFields"
          submitText={words.formSave}
          initialValues={props.initialValues}
          send={async (values) => {
            const { result, json } = await checkAnswers(definition, values, window.location.search);
            if (!result.ok || json === null) return result;
            const refusal = props.save ? await props.save(json) : null;
            if (refusal !== null) return { ok: false, formError: refusal, fieldErrors: {} };
            queueMicrotask(() => onClose(json));
            return result;
          }}
        />
      </div>
    </div>
  );
}
