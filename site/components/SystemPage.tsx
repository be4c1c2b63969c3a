// The site's system pages, in its design: not found (page type 100) for an address that is
// neither a storefront page nor one of the owner's, and the error page (101) for a live page that
// could not be rendered.
import { SiteAnchor } from '../../blocks/SiteAnchor';

export const PAGE_NOT_FOUND = 'This page is not in the site.';
export const PAGE_ERROR = 'This page could not be shown. Try again in a moment.';

function SystemPage(props: { pageType: '100' | '101'; heading: string; text: string }) {
  return (
    <main className="sb-page sb-system-page" data-page-type={props.pageType}>
      <h1>{props.heading}</h1>
      <p>{props.text}</p>
      <p>
        <SiteAnchor href="/">Go to the home page</SiteAnchor>
      </p>
    </main>
  );
}

export const NotFoundPage = () => (
  <SystemPage pageType="100" heading="Page not found" text={PAGE_NOT_FOUND} />
);

export const ErrorPage = () => (
  <SystemPage pageType="101" heading="Something went wrong" text={PAGE_ERROR} />
);
