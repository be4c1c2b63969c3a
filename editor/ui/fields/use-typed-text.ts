// A text control the owner types into, left uncontrolled: React does not rewrite the element on
// every keystroke (a controlled input makes React render the editor before the event returns,
// and reset its name, type and value attributes each time). The control shows `text` on mount
// and whenever `text` changes to something other than what it holds (undo, redo, a refusal
// cleared), so typing never moves the caret.
import { useLayoutEffect, useRef } from 'react';

export function useTypedText<T extends HTMLInputElement | HTMLTextAreaElement>(text: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.value !== text) element.value = text;
  }, [text]);
  return { ref, defaultValue: text };
}
