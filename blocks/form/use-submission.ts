// The form-submission machine (shared/machines/form-submission) held in React state. Effects
// the machine returns as data are handed to the caller, who performs them on its own DOM. The
// options follow the latest render (an owner may turn the captcha on while the form is shown).
import { useCallback, useRef, useState } from 'react';
import {
  type FormSubmissionEffect,
  type FormSubmissionEvent,
  type FormSubmissionOptions,
  type FormSubmissionState,
  formSubmissionTransition,
  initialFormSubmission,
} from '../../shared/machines/form-submission';

export function useSubmission(
  options: FormSubmissionOptions,
  perform: (effect: FormSubmissionEffect) => void,
): [FormSubmissionState, (event: FormSubmissionEvent) => void] {
  const [state, setState] = useState(() => initialFormSubmission(options));
  const current = useRef(state);
  const performRef = useRef(perform);
  performRef.current = perform;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const dispatch = useCallback((event: FormSubmissionEvent) => {
    const step = formSubmissionTransition(
      { ...current.current, options: optionsRef.current },
      event,
    );
    current.current = step.state;
    setState(step.state);
    for (const effect of step.effects) performRef.current(effect);
  }, []);
  return [state, dispatch];
}
