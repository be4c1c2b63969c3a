// The Content dialog's comment settings (docs/comments.md): the site's own switch (off: no
// comments anywhere on the site once published; roles that edit the site, an undoable change of
// the draft) and the chosen collection's (comments taken, without an account with a name and
// email, held for approval; roles that may change collections, saved at once: the box shows the
// owner's choice at once and goes back if the save is refused). Each change is announced; a
// refusal shows under the settings.
import { useState } from 'react';
import type { Collection, CollectionInput } from '../../../shared/content/collections';
import { siteCommentsEnabled } from '../../../shared/content/comments';
import { announced } from '../../content/announced';
import type { ContentClient } from '../../content/client';
import { CheckField, FieldGroup } from '../commerce/FormBits';
import { useEditorState, useEditorStore } from '../context';
import { ErrorFeedback } from '../Feedback';

type CommentSwitch = 'commentsEnabled' | 'commentsWithoutAccount' | 'holdComments';

const SWITCHES: readonly { key: CommentSwitch; label: string; on: string; off: string }[] = [
  {
    key: 'commentsEnabled',
    label: 'Visitors may comment on its items',
    on: 'now take comments',
    off: 'no longer take comments',
  },
  {
    key: 'commentsWithoutAccount',
    label: 'Visitors without an account may comment with a name and email',
    on: 'now take comments without an account',
    off: 'now take comments from signed-in visitors only',
  },
  {
    key: 'holdComments',
    label: 'Hold new comments until a moderator approves them',
    on: 'now hold new comments for approval',
    off: 'now show new comments at once',
  },
];

export function CommentSettings(props: {
  readonly collection: Collection;
  readonly client: ContentClient;
  readonly mayChangeCollection: boolean;
  readonly mayEditSite: boolean;
  readonly onSaved: (collection: Collection) => void;
  readonly onAnnounce: (text: string) => void;
}) {
  const { collection, client, onAnnounce } = props;
  const store = useEditorStore();
  const siteOn = useEditorState((state) => siteCommentsEnabled(state.site.settings));
  const [error, setError] = useState<string | null>(null);
  /** Switches clicked whose save has not answered yet. */
  const [pending, setPending] = useState<Partial<Record<CommentSwitch, boolean>>>({});
  const { settings } = collection;

  function switchSite(on: boolean) {
    const result = store.getState().updateSiteAccess({ commentsEnabled: on });
    if (!result.ok) return setError(result.message);
    setError(null);
    onAnnounce(
      on
        ? 'Comments turned on for the site; publish to show them to visitors.'
        : 'Comments turned off for the whole site; publish to hide them from visitors.',
    );
  }

  async function switchCollection(key: CommentSwitch, on: boolean) {
    const input: CollectionInput = {
      type: collection.type,
      title: collection.title,
      slug: collection.slug,
      settings: { ...settings, [key]: on },
    };
    setPending((was) => ({ ...was, [key]: on }));
    const answer = client.updateCollection(collection.id, input);
    answer.finally(() => setPending(({ [key]: _answered, ...rest }) => rest));
    const said = SWITCHES.find((one) => one.key === key)!;
    await announced(answer, `${collection.title} will ${on ? said.on : said.off}.`, {
      setError,
      announce: onAnnounce,
      reload: async () => {
        const saved = await answer;
        if (saved.ok) props.onSaved(saved.value);
      },
    });
  }

  if (!props.mayEditSite && !props.mayChangeCollection) return null;
  return (
    <div className="content-comment-settings">
      {props.mayEditSite ? (
        <FieldGroup legend="This site">
          <CheckField
            label="Comments on this site (off: none shown or taken anywhere)"
            checked={siteOn}
            onChange={switchSite}
          />
        </FieldGroup>
      ) : null}
      {props.mayChangeCollection ? (
        <FieldGroup legend={`Comments on ${collection.title}`}>
          {SWITCHES.map((one) => (
            <CheckField
              key={one.key}
              label={one.label}
              checked={pending[one.key] ?? settings[one.key]}
              onChange={(on) => void switchCollection(one.key, on)}
            />
          ))}
        </FieldGroup>
      ) : null}
      <ErrorFeedback message={error} />
    </div>
  );
}
