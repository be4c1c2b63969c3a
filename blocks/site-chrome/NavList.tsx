// A navigation's entries as a list of links. A folder is a disclosure: its title (a link when
// the folder is clickable, with a separate button to open its entries; a button alone when it is
// not) and its entries below. Escape closes an open folder and gives focus back to its button.
import { useCallback, useId, useRef, useState } from 'react';
import type { NavLink } from '../../shared/document/navigation-links';
import { SafeLink } from '../SafeLink';
import { useDisclosureClose } from './use-escape';

function Folder({ link }: { readonly link: NavLink }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDisclosureClose(item, button, open, close);
  const toggle = (
    <button
      ref={button}
      type="button"
      className={link.href === null ? 'sb-nav-folder-title' : 'sb-nav-folder-toggle'}
      aria-expanded={open}
      aria-controls={listId}
      aria-label={link.href === null ? undefined : `${link.title} submenu`}
      onClick={() => setOpen((was) => !was)}
    >
      {link.href === null ? link.title : null}
      <span className="sb-nav-caret" aria-hidden="true" />
    </button>
  );
  return (
    <li ref={item} className="sb-nav-folder" data-open={open ? '' : undefined}>
      {link.href === null ? null : (
        <SafeLink url={link.href} className="sb-nav-link">
          {link.title}
        </SafeLink>
      )}
      {toggle}
      <ul id={listId} className="sb-nav-submenu" hidden={!open}>
        {link.items.map((child) => (
          <li key={child.id}>
            <SafeLink url={child.href ?? ''} className="sb-nav-link" newWindow={child.newWindow}>
              {child.title}
            </SafeLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function NavList(props: { readonly links: readonly NavLink[]; readonly className: string }) {
  return (
    <ul className={props.className}>
      {props.links.map((link) =>
        link.kind === 'folder' ? (
          <Folder key={link.id} link={link} />
        ) : (
          <li key={link.id}>
            <SafeLink url={link.href ?? ''} className="sb-nav-link" newWindow={link.newWindow}>
              {link.title}
            </SafeLink>
          </li>
        ),
      )}
    </ul>
  );
}
