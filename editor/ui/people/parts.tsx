// What the People dialogs share: the state of a list being loaded (loading, a failed load with
// "Try again", a refused change) and a table with its column headers.
import type { ReactNode } from 'react';
import { LoadError } from '../commerce/loading';
import { Feedback } from '../Feedback';

export function LoadState(props: {
  /** True until the first load succeeds. */
  readonly loading: boolean;
  readonly loadingText: string;
  readonly loadError: string | null;
  readonly onRetry: () => void;
  /** A change the server refused, in its words. */
  readonly error?: string;
}) {
  return (
    <>
      {props.loadError ? <LoadError error={props.loadError} onRetry={props.onRetry} /> : null}
      {props.error ? (
        <Feedback tone="error" className="commerce-error">
          {props.error}
        </Feedback>
      ) : null}
      {props.loading && !props.loadError ? <p className="empty-hint">{props.loadingText}</p> : null}
    </>
  );
}

/** A table named `label`; an empty header names the actions column for screen readers only. */
export function DataTable(props: {
  readonly label: string;
  readonly headers: readonly string[];
  readonly children: ReactNode;
}) {
  return (
    <div className="commerce-table-wrap">
      <table className="commerce-table people-table" aria-label={props.label}>
        <thead>
          <tr>
            {props.headers.map((header) => (
              <th key={header || 'actions'} scope="col">
                {header || <span className="visually-hidden">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
