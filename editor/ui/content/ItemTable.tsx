// A collection's items as a table: title, status, the date that matters (an event's start, else
// the publish time, else the last change, in the site's zone), and Edit and Delete named for the
// item they act on.
import type { Item } from '../../../shared/content/collections';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateText(at: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

export function ItemTable(props: {
  readonly items: readonly Item[] | null;
  readonly timeZone: string;
  readonly onEdit: (item: Item) => void;
  readonly onDelete: (item: Item) => void;
}) {
  const { items, timeZone } = props;
  if (items === null) return <p className="empty-hint">Loading items…</p>;
  if (items.length === 0) return <p className="empty-hint">No items yet.</p>;
  return (
    <div className="commerce-table-wrap">
      <table className="commerce-table">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.title}</th>
              <td>{item.status}</td>
              <td>
                {dateText(item.event?.startDate ?? item.publishOn ?? item.updatedAt, timeZone)}
              </td>
              <td className="commerce-actions">
                <button
                  type="button"
                  className="button button-quiet"
                  aria-label={`Edit ${item.title}`}
                  onClick={() => props.onEdit(item)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button-quiet"
                  aria-label={`Delete ${item.title}`}
                  onClick={() => props.onDelete(item)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
