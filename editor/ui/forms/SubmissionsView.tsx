// The "Submissions" view of the Storage tab: the stored submissions newest first, searched and
// paged by the server, one column per field by its title plus when it was submitted. Values are
// what the visitor typed, shown as React text (escaped). "Download CSV" is the server's export.

import { type FormEvent, useEffect, useId, useState } from 'react';
import type { FormDefinition } from '../../../blocks/form/wire';
import { type SubmissionPage, submissionsCsvPath } from '../../../shared/api/forms';
import { submissionValueText } from '../../../shared/forms/submission-text';
import { ownValue } from '../../../shared/json/keys';
import { getSubmissions } from './forms-api';

export function pageCount(page: SubmissionPage): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}

export function SubmissionsView({ form }: { readonly form: FormDefinition }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ text: '', page: 1, round: 0 });
  const [result, setResult] = useState<SubmissionPage | null>(null);
  const [message, setMessage] = useState('Loading submissions…');
  const columns = form.fields.filter((field) => field.type !== 'section');

  useEffect(() => {
    let live = true;
    void getSubmissions(form.id, query.page, query.text).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setResult(answer.value);
        setMessage(
          answer.value.total === 0
            ? query.text
              ? 'No submissions match.'
              : 'No submissions yet.'
            : `${answer.value.total} submission${answer.value.total === 1 ? '' : 's'}.`,
        );
      } else setMessage(answer.message);
    });
    return () => {
      live = false;
    };
  }, [form.id, query]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ text: search, page: 1, round: query.round + 1 });
  };
  const pages = result ? pageCount(result) : 1;
  return (
    <section className="form-submissions" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Submissions</h3>
      <search>
        <form className="form-submissions-search" onSubmit={onSearch}>
          <label htmlFor={`${id}-search`}>Search submissions</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setQuery({ ...query, round: query.round + 1 })}
          >
            Refresh
          </button>
        </form>
      </search>
      <p role="status" className="form-submissions-status">
        {message}
      </p>
      {result && result.submissions.length > 0 ? (
        <div className="form-submissions-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Submitted</th>
                {columns.map((field) => (
                  <th scope="col" key={field.id}>
                    {field.title || field.key || field.id}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.submissions.map((submission) => (
                <tr key={submission.id}>
                  <td>{new Date(submission.createdAt).toLocaleString('en-US')}</td>
                  {columns.map((field) => (
                    <td key={field.id}>
                      {submissionValueText(ownValue(submission.values, field.id))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <nav className="form-submissions-pages" aria-label="Submission pages">
        <button
          type="button"
          className="button"
          disabled={query.page <= 1}
          onClick={() => setQuery({ ...query, page: query.page - 1 })}
        >
          Previous
        </button>
        <span>
          Page {query.page} of {pages}
        </span>
        <button
          type="button"
          className="button"
          disabled={query.page >= pages}
          onClick={() => setQuery({ ...query, page: query.page + 1 })}
        >
          Next
        </button>
      </nav>
      <a
        className="button"
        href={submissionsCsvPath(form.id)}
        download={`${form.id}-submissions.csv`}
      >
        Download CSV
      </a>
    </section>
  );
}
