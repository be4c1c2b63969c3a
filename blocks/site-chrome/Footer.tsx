// The site footer on every page: its sections of blocks (rendered as a page's sections are), the
// footer navigation when it shows, and the social links. Lives outside the page's <main>.
import { sectionThemeStyle } from '../../shared/design/css-variables';
import type { NavLink } from '../../shared/document/navigation-links';
import { type Footer, SECTION_PADDING, type Section } from '../../shared/document/schema';
import { BlockView } from '../BlockView';
import { SafeLink } from '../SafeLink';
import { useSiteWord } from '../site-word';
import { recogniseService } from '../social-links/services';
import { NavList } from './NavList';
import './site-chrome.css';

export interface SiteFooterProps {
  readonly footer: Footer;
  readonly links: readonly NavLink[];
  /** The selected block in the editor's frame (outlined as on a page). */
  readonly selectedBlockId?: string | null;
}

function FooterSection({
  section,
  selectedBlockId,
}: {
  readonly section: Section;
  readonly selectedBlockId: string | null;
}) {
  const padding = `${SECTION_PADDING[section.style.padding]}%`;
  return (
    <section
      className="sb-section"
      data-section-id={section.id}
      data-theme={section.style.theme ?? undefined}
      style={{
        ...sectionThemeStyle(section.style.theme),
        paddingTop: padding,
        paddingBottom: padding,
        borderRadius: section.style.cornerRadius,
      }}
    >
      <div className="sb-section-inner">
        {section.blocks.map((block) => (
          <div
            key={block.id}
            className="sb-block"
            data-block-id={block.id}
            data-block-type={block.type}
            data-selected={selectedBlockId === block.id ? '' : undefined}
          >
            <BlockView block={block} />
          </div>
        ))}
      </div>
    </section>
  );
}

export function SiteFooter({ footer, links, selectedBlockId = null }: SiteFooterProps) {
  const showNav = footer.showNavigation && links.length > 0;
  const footerName = useSiteWord('footerNavigation', 'Footer');
  const socialName = useSiteWord('socialLinks', 'Social links');
  if (footer.sections.length === 0 && !showNav && footer.socialLinks.length === 0) return null;
  return (
    <footer className="sb-site-footer">
      {footer.sections.map((section) => (
        <FooterSection key={section.id} section={section} selectedBlockId={selectedBlockId} />
      ))}
      {showNav || footer.socialLinks.length > 0 ? (
        <div className="sb-site-footer-bar">
          {showNav ? (
            <nav aria-label={footerName}>
              <NavList links={links} className="sb-footer-nav-list" />
            </nav>
          ) : null}
          {footer.socialLinks.length > 0 ? (
            <ul className="sb-footer-social" aria-label={socialName}>
              {footer.socialLinks.map((link) => (
                <li key={link.id}>
                  <SafeLink url={link.url} className="sb-nav-link" newWindow>
                    {recogniseService(link.url).name}
                  </SafeLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </footer>
  );
}
