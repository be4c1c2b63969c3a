// Closes a disclosure on Escape pressed inside `container` (focus goes back to its button) and,
// when `closeOnLink`, on a link chosen inside it. Native listeners: the container is not itself
// a control.
import { type RefObject, useEffect } from 'react';

export function useDisclosureClose(
  container: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  open: boolean,
  close: () => void,
  closeOnLink = false,
): void {
  useEffect(() => {
    const element = container.current;
    if (!element || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
      button.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (closeOnLink && event.target instanceof Element && event.target.closest('a')) close();
    };
    element.addEventListener('keydown', onKey);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('keydown', onKey);
      element.removeEventListener('click', onClick);
    };
  }, [container, button, open, close, closeOnLink]);
}
