// The header's brand (the site title, or a logo chosen from the files library), its account and
// cart links; the footer's navigation switch and social links. One undo step per change.
import { useId, useState } from 'react';
import type { HeaderChange } from '../../store/actions/update-header';
import { useEditorState, useEditorStore } from '../context';
import { Feedback } from '../Feedback';
import { FilesDialog } from '../files/LazyFilesDialog';
import { CheckRow } from './CheckRow';
import { useNavPanel } from './nav-context';

function HeaderBrand() {
  const store = useEditorStore();
  const header = useEditorState((state) => state.site.header);
  const [browsing, setBrowsing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = (change: HeaderChange) => {
    const result = store.getState().updateHeader(change);
    setRefusal(result.ok ? null : result.message);
  };
  return (
    <fieldset className="nav-group">
      <legend>Header</legend>
      <div className="nav-segmented" role="radiogroup" aria-label="The header shows">
        {(['title', 'logo'] as const).map((brand) => (
          <label key={brand} className="check-row">
            <input
              type="radio"
              name="header-brand"
              checked={header.brand === brand}
              onChange={() => update({ brand })}
            />
            {brand === 'title' ? 'Site title' : 'Logo'}
          </label>
        ))}
      </div>
      {header.brand === 'logo' ? (
        <div className="nav-logo">
          {header.logoUrl ? <img src={header.logoUrl} alt="The logo" /> : <span>No logo yet</span>}
          <button type="button" className="button" onClick={() => setBrowsing(true)}>
            {header.logoUrl ? 'Replace logo' : 'Choose logo'}
          </button>
        </div>
      ) : null}
      {browsing ? (
        <FilesDialog
          onClose={() => setBrowsing(false)}
          onPick={(file) => {
            setBrowsing(false);
            update({ logoUrl: file.url, brand: 'logo' });
          }}
        />
      ) : null}
      <CheckRow
        checked={header.showAccountLink}
        onChange={(checked) => update({ showAccountLink: checked })}
      >
        Show the account link
      </CheckRow>
      <CheckRow
        checked={header.showCartLink}
        onChange={(checked) => update({ showCartLink: checked })}
      >
        Show the cart link
      </CheckRow>
      <Feedback tone="error" className="form-error">
        {refusal}
      </Feedback>
    </fieldset>
  );
}

function FooterLinks() {
  const store = useEditorStore();
  const { announce } = useNavPanel();
  const footer = useEditorState((state) => state.site.footer);
  const [url, setUrl] = useState('https://');
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const setLinks = (links: typeof footer.socialLinks, said: string) => {
    const result = store.getState().updateFooter({ socialLinks: links });
    setRefusal(result.ok ? null : result.message);
    if (result.ok) announce(said);
    return result.ok;
  };
  return (
    <fieldset className="nav-group">
      <legend>Footer</legend>
      <CheckRow
        checked={footer.showNavigation}
        onChange={(checked) => store.getState().updateFooter({ showNavigation: checked })}
      >
        Show the footer navigation
      </CheckRow>
      <h4 className="nav-subtitle">Social links</h4>
      <ul className="nav-social" aria-label="Social links">
        {footer.socialLinks.map((link) => (
          <li key={link.id}>
            <span className="nav-social-url">{link.url}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove the social link ${link.url}`}
              onClick={() =>
                setLinks(
                  footer.socialLinks.filter((other) => other.id !== link.id),
                  `Social link ${link.url} removed.`,
                )
              }
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <form
        className="nav-form nav-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          const link = { id: `social-${Date.now().toString(36)}`, url: url.trim() };
          if (setLinks([...footer.socialLinks, link], `Social link ${link.url} added.`)) {
            setUrl('https://');
          }
        }}
      >
        <label htmlFor={id}>Social link address</label>
        <input
          id={id}
          className="input"
          inputMode="url"
          spellCheck={false}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <button type="submit" className="button">
          Add social link
        </button>
      </form>
      <Feedback tone="error" className="form-error">
        {refusal}
      </Feedback>
    </fieldset>
  );
}

export function ChromeSettings() {
  return (
    <>
      <HeaderBrand />
      <FooterLinks />
    </>
  );
}
