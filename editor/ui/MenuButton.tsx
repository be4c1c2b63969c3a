// A top-bar menu button (WAI-ARIA menu button pattern, keys in commerce/menu-keys): the Store
// menu and the People menu. It shows only the entries it is given (each menu passes those the
// signed-in role may use) and nothing at all when there are none.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonKey, menuKey } from '../commerce/menu-keys';

export interface MenuEntry<Id extends string> {
  readonly id: Id;
  readonly label: string;
}

export interface MenuButtonProps<Id extends string> {
  readonly label: string;
  readonly entries: readonly MenuEntry<Id>[];
  readonly onChoose: (id: Id) => void;
}

export function MenuButton<Id extends string>({ label, entries, onChoose }: MenuButtonProps<Id>) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (entries.length === 0) return null;

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function choose(index: number) {
    setOpen(false);
    onChoose(entries[index]!.id);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const action = buttonKey(event.key, entries.length);
    if (action.kind !== 'open') return;
    event.preventDefault();
    openAt(action.index);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const action = menuKey(
      event.key,
      focusIndex,
      entries.map((entry) => entry.label),
    );
    if (action.kind === 'none') return;
    if (action.kind !== 'close' || action.restoreFocus) event.preventDefault();
    if (action.kind === 'focus') setFocusIndex(action.index);
    else if (action.kind === 'activate') choose(action.index);
    else if (action.kind === 'close') {
      setOpen(false);
      if (action.restoreFocus) button.current?.focus();
    }
  }

  return (
    <div className="menu-button">
      <button
        ref={button}
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span aria-hidden="true" className="menu-button-caret">
          ▾
        </span>
      </button>
      <div
        ref={menu}
        id={menuId}
        role="menu"
        aria-label={label}
        className="menu-button-list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {entries.map((entry, index) => (
          <button
            key={entry.id}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="menu-button-item"
            onClick={() => choose(index)}
          >
            {entry.label}
          </button>
        ))}
      </div>
    </div>
  );
}
