// The error page (page type 101): a live page that could not be rendered, in the site's design.
export const PAGE_ERROR = 'This page could not be shown. Try again in a moment.';

export function ErrorPage() {
  return (
    <main className="sb-page sb-system-page" data-page-type="101">
      <h1>Something went wrong</h1>
      <p>{PAGE_ERROR}</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
