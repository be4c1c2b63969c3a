// The header's disclosures on the live site, without React: the menu button (at 432 px and
// below) and navigation folders are plain server-rendered HTML, so this small script opens and
// closes them as the React header does in the frame: aria-expanded and data-open follow a click,
// Escape closes the one holding focus and gives focus back to its button, and choosing a link
// closes the menu. It also marks the page as scripted (SCRIPTED_ATTRIBUTE): without script the
// stylesheet shows the navigation open, so it stays reachable with JavaScript turned off.

export const SCRIPTED_ATTRIBUTE = 'data-sb-scripted';

const TOGGLES = '.sb-menu-button, .sb-nav-folder-title, .sb-nav-folder-toggle';
const HOLDERS = '.sb-nav-folder, .sb-site-nav';

function setOpen(button: HTMLButtonElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  button.closest(HOLDERS)?.toggleAttribute('data-open', open);
  const panel = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel?.classList.contains('sb-nav-submenu')) panel.hidden = !open;
}

/** The toggle that opens `holder` (a folder or the navigation), not one of its inner folders'. */
function toggleOf(holder: Element): HTMLButtonElement | null {
  for (const button of holder.querySelectorAll<HTMLButtonElement>(TOGGLES)) {
    if (button.closest(HOLDERS) === holder) return button;
  }
  return null;
}

export function enhanceDisclosures(document: Document): void {
  document.documentElement.setAttribute(SCRIPTED_ATTRIBUTE, '');
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLButtonElement>(TOGGLES);
    if (button?.closest('.sb-site-header')) {
      setOpen(button, button.getAttribute('aria-expanded') !== 'true');
      return;
    }
    if (!event.target.closest('.sb-site-header a')) return;
    for (const holder of document.querySelectorAll('.sb-site-header [data-open]')) {
      const toggle = toggleOf(holder);
      if (toggle) setOpen(toggle, false);
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    const holder = event.target.closest('.sb-site-header [data-open]');
    const toggle = holder && toggleOf(holder);
    if (!toggle) return;
    setOpen(toggle, false);
    toggle.focus();
  });
}
