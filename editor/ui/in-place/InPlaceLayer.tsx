// The editor's side of text edited in place, always mounted beside the frame and idle until a
// session starts (editor/frame/in-place.ts): then it edits the session's text, rich text with
// the text editor (its own chunk, loaded then) and plain text with InPlacePlain, and announces
// that editing started, and when it ends, that it stopped.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { inPlaceTargets } from '../../../blocks/in-place';
import { useCan } from '../../auth/owner';
import { type InPlaceSession, stopInPlace, useInPlace } from '../../frame/in-place';
import { type EditorStoreApi, useEditorStore } from '../context';
import { lazyPart } from '../lazy-part';
import { findBlock } from '../selectors';
import { InPlacePlain } from './InPlacePlain';
import { sessionTarget } from './session';

const InPlaceText = lazyPart('text editor', () =>
  import('./InPlaceText').then((module) => module.InPlaceText),
);

export const STARTED = 'Editing the text on the page. Escape stops, Alt+F10 reaches formatting.';
export const STOPPED = 'Stopped editing the text on the page.';

export function InPlaceLayer({ frame }: { readonly frame: RefObject<HTMLIFrameElement | null> }) {
  const session = useInPlace((state) => state.session);
  const editable = useCan('site:edit');
  const store = useEditorStore();
  const [said, setSaid] = useState('');
  const was = useRef(false);
  const active = session !== null;
  useEffect(() => {
    if (active !== was.current) setSaid(active ? STARTED : STOPPED);
    was.current = active;
  }, [active]);
  return (
    <div className="inplace-layer">
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {session && editable && frame.current ? (
        <Session key={session.serial} session={session} iframe={frame.current} store={store} />
      ) : null}
    </div>
  );
}

/** One session: its text's editor, or the end of the session when the frame lacks the text. */
function Session(props: {
  readonly session: InPlaceSession;
  readonly iframe: HTMLIFrameElement;
  readonly store: EditorStoreApi;
}) {
  const { session, iframe, store } = props;
  const block = findBlock(store.getState(), session.blockId);
  const targets = block ? inPlaceTargets(block.type) : [];
  const target = sessionTarget(iframe.contentDocument, session, targets);
  useEffect(() => {
    if (!target) stopInPlace(session.serial);
  }, [target, session]);
  if (!target) return null;
  const Editor = target.kind === 'rich' ? InPlaceText : InPlacePlain;
  return <Editor session={session} iframe={iframe} target={target} />;
}
