// The frame's top level: the page once the document is here, otherwise a short explanation.
import { PageView } from './PageView';
import { usePreview } from './store-context';

export function PreviewApp() {
  const status = usePreview((state) => state.status);
  const error = usePreview((state) => state.error);
  const hasPage = usePreview((state) => state.view.page !== null);

  switch (status) {
    case 'unavailable':
      return (
        <p className="sb-frame-note" role="alert">
          {error}
        </p>
      );
    case 'loading':
    case 'waiting':
      return (
        <p className="sb-frame-note" role="status">
          Loading the page…
        </p>
      );
    case 'invalid':
      return (
        <div className="sb-frame-note" role="alert">
          <p>This site could not be shown because its document is not valid.</p>
          <pre className="sb-frame-issues">{error}</pre>
        </div>
      );
    case 'ready':
      return hasPage ? (
        <PageView />
      ) : (
        <p className="sb-frame-note" role="status">
          This page is not in the site any more.
        </p>
      );
  }
}
