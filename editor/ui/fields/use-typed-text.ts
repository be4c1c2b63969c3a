// A text control the owner types into, left uncontrolled and heard through a native `input`
// listener on the element itself. React's own `onInput`/`onChange` would not do: any `input`
// event React sees on one of its inputs makes it render every pending update before the event
// returns (to restore controlled inputs), so the editor's re-render would run before the
// frame's DOM mutation is even observed. Heard here, the edit reaches the frame, the listener
// returns, and the editor re-renders in the next microtask, still before the next paint.
// The control shows `text` on mount and whenever `text` changes to something other than what it
// holds (undo, redo, a refusal cleared), so typing never moves the caret; `defaultValue` stays
// the first text, so a keystroke does not make React rewrite the element's attributes.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

export function useTypedText<T extends HTMLInputElement | HTMLTextAreaElement>(
  text: string,
  onTyped: (value: string) => void,
) {
  const element = useRef<T | null>(null);
  const latest = useRef(onTyped);
  const [initial] = useState(text);
  useLayoutEffect(() => {
    latest.current = onTyped;
  });
  useLayoutEffect(() => {
    const current = element.current;
    if (current && current.value !== text) current.value = text;
  }, [text]);
  const ref = useCallback((node: T | null) => {
    element.current = node;
    if (!node) return;
    const listen = () => latest.current(node.value);
    node.addEventListener('input', listen);
    return () => {
      node.removeEventListener('input', listen);
      element.current = null;
    };
  }, []);
  return useMemo(() => ({ ref, defaultValue: initial }), [ref, initial]);
}
