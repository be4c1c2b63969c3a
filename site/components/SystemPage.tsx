// The site's system pages, in its design and the page's language: not found (page type 100) for
// an address that is neither a storefront page nor one of the owner's, and the error page (101)
// for a live page that could not be rendered.
import { SiteAnchor } from '../../blocks/SiteAnchor';
import { useSiteWords } from '../../blocks/site-words';

function SystemPage(props: { pageType: '100' | '101'; heading: string; text: string }) {
  const words = useSiteWords();
  return (
    <main className="sb-page sb-system-page" data-page-type={props.pageType}>
      <h1>{props.heading}</h1>
      <p>{props.text}</p>
      <p>
        <SiteAnchor href="/">{words.homeLink}</SiteAnchor>
      </p>
    </main>
  );
}

export function NotFoundPage() {
  const words = useSiteWords();
  return <SystemPage pageType="100" heading={words.notFoundTitle} text={words.notFoundText} />;
}

export function ErrorPage() {
  const words = useSiteWords();
  return <SystemPage pageType="101" heading={words.errorTitle} text={words.errorText} />;
}
