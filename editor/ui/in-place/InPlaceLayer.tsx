// The editor's side of text edited in place, always mounted beside the frame and idle until a
// session starts (editor/frame/in-place.ts): then it loads the text editor (its own chunk) and
// announces that editing started, and when it ends, that it stopped.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useCan } from '../../auth/owner';
import { useInPlace } from '../../frame/in-place';
import { lazyPart } from '../lazy-part';

const InPlaceText = lazyPart('text editor', () =>
  import('./InPlaceText').then((module) => module.InPlaceText),
);

export const STARTED = 'Editing the text on the page. Escape stops, Alt+F10 reaches formatting.';
export const STOPPED = 'Stopped editing the text on the page.';

export function InPlaceLayer({ frame }: { readonly frame: RefObject<HTMLIFrameElement | null> }) {
  const session = useInPlace((state) => state.session);
  const editable = useCan('site:edit');
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
        <InPlaceText key={session.serial} session={session} iframe={frame.current} />
      ) : null}
    </div>
  );
}
