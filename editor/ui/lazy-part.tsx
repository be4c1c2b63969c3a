// Parts of the editor an owner opens now and then (the Store dialogs, Site styles, the form
// editor, Files) load on first use, each in its own chunk: the editor starts with less code and
// holds less memory while the owner edits a page. While a part loads its place says so; a part
// that fails to load (offline) says that instead, and the rest of the editor keeps working.
import {
  Component,
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { Feedback } from './Feedback';

/** A failed load or a crash of a part stays inside it. */
export class PartBoundary extends Component<
  { what: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Feedback tone="error" className="field-error">
        The {this.props.what} could not be loaded. Reload the page to try again.
      </Feedback>
    );
  }
}

/**
 * A component loaded on first render from `load` (a dynamic import), shown inside a boundary
 * with "Loading the {what}…" meanwhile.
 */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React's own ComponentType<any>.
export function lazyPart<C extends ComponentType<any>>(what: string, load: () => Promise<C>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: ComponentProps<C>) {
    return (
      <PartBoundary what={what}>
        <Suspense
          fallback={
            <p className="empty-hint" role="status">
              Loading the {what}…
            </p>
          }
        >
          <Lazy {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}
