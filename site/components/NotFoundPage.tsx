// The not-found page (page type 100): an address that is neither a storefront page nor one of
// the owner's pages.
export const PAGE_NOT_FOUND = 'This page is not in the site.';

export function NotFoundPage() {
  return (
    <main className="sb-page sb-system-page" data-page-type="100">
      <h1>Page not found</h1>
      <p>{PAGE_NOT_FOUND}</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
