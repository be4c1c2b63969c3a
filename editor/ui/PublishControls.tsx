// Publishing, beside the status line: whether visitors see what the editor has ("Published") or
// not ("Unpublished changes"), from the revision the editor saved and the one the server
// publishes. A role that may publish gets "Publish" (pending edits are saved first); a role that
// edits but may not publish is told that its changes wait for someone who may. The indicator is
// a polite live region of its own, so a publish (or the first edit after one) is announced.
import { useState } from 'react';
import { WAITS_FOR_PUBLISHER } from '../auth/editing';
import { useCan } from '../auth/owner';
import { peopleApi } from '../auth/people-api';
import {
  isPublished,
  PUBLISHED,
  setPublishedRevision,
  UNPUBLISHED,
  usePublishState,
} from '../saving/publish-state';
import { useEditorState, useServices } from './context';
import { Feedback } from './Feedback';

export const SAVE_BEFORE_PUBLISH = 'The changes could not be saved, so nothing was published.';

export function PublishControls() {
  const mayPublish = useCan('site:publish');
  const mayEdit = useCan('site:edit');
  const services = useServices();
  const siteId = useEditorState((state) => state.site.id);
  const revision = useEditorState((state) => state.revision);
  const saveStatus = useEditorState((state) => state.saveStatus);
  const loaded = useEditorState((state) => state.loaded);
  const publishedRevision = usePublishState((state) => state.publishedRevision);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!loaded || (!mayPublish && !mayEdit)) return null;

  const live = isPublished(publishedRevision, revision, saveStatus);

  async function publish() {
    setBusy(true);
    setError('');
    if (!(await services.saveNow())) {
      setBusy(false);
      setError(SAVE_BEFORE_PUBLISH);
      return;
    }
    const answer = await peopleApi.publish(siteId);
    setBusy(false);
    if (answer.ok) setPublishedRevision(answer.value.publishedRevision);
    else setError(answer.message);
  }

  return (
    <div className="publish">
      <span className={live ? 'publish-state is-live' : 'publish-state'} aria-live="polite">
        {live ? PUBLISHED : UNPUBLISHED}
      </span>
      {mayPublish ? (
        <button
          type="button"
          className="button"
          disabled={busy || live}
          onClick={() => void publish()}
        >
          Publish
        </button>
      ) : (
        <span className="publish-wait">{WAITS_FOR_PUBLISHER}</span>
      )}
      {error ? (
        <Feedback tone="error" className="publish-error" as="span">
          {error}
        </Feedback>
      ) : null}
    </div>
  );
}
