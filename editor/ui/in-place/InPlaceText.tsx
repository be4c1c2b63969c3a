// Text edited where it stands (loaded on demand, its own chunk with Lexical): the panel's text
// editor, run by the editor window with its editable element in the frame's page, beside the
// block's rendered text (frame-host.ts). Its changes go through the same binding as the panel's
// (the store: one history, typing merged, the frame and the panel follow), and what the store
// gets from elsewhere shows here. The frame's own scripts never hold Lexical. Selecting text
// shows the panel's toolbar floating above it (Alt+F10 reaches it from the keyboard; Escape goes
// back to the text); Escape in the text, or focus moving elsewhere in the editor, stops editing.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_LOW,
  KEY_DOWN_COMMAND,
  KEY_ESCAPE_COMMAND,
} from 'lexical';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { stopInPlace } from '../../frame/in-place';
import { useBlockBinding } from '../fields/rich-text/bindings';
import { TextComposer, TextPlugins } from '../fields/rich-text/RichTextEditor';
import { Toolbar } from '../fields/rich-text/Toolbar';
import { APPLE, useFormatting } from '../fields/rich-text/use-formatting';
import { useStoreSync } from '../fields/rich-text/use-store-sync';
import { type FloatingPosition, floatingPosition } from './floating-position';
import { caretRangeAt, framePlacement } from './frame-host';
import type { InPlaceProps } from './InPlacePlain';
import {
  endWhenTypingElsewhere,
  leave,
  typingElsewhere,
  useEndWhenLeft,
  useFrameHost,
} from './session';
import '../fields/rich-text/rich-text.css';

/** Rough width of the toolbar, to keep it inside the window before it is measured. */
const TOOLBAR_WIDTH = 520;

type Props = Omit<InPlaceProps, 'target'>;

export function InPlaceText({ session, iframe, target }: InPlaceProps) {
  const binding = useBlockBinding(session.blockId, target.path);
  const host = useFrameHost(iframe, session, target);
  useEndWhenLeft(session);
  if (!host) return null;
  return (
    <TextComposer binding={binding}>
      <InPlaceBody session={session} iframe={iframe} host={host} binding={binding} />
    </TextComposer>
  );
}

function InPlaceBody(
  props: Props & { host: HTMLElement; binding: ReturnType<typeof useBlockBinding> },
) {
  const { session, iframe, host, binding } = props;
  const [editor] = useLexicalComposerContext();
  const [refusal, setRefusal] = useState<string | null>(null);
  useStoreSync(binding, setRefusal);
  const { toolbar, act, linkEditor } = useFormatting();
  const [position, setPosition] = useState<FloatingPosition | null>(null);
  const forced = useRef(false);
  const box = useRef<HTMLDivElement>(null);

  // The caret where the owner clicked (at the end when started from the keyboard).
  useEffect(() => {
    const root = editor.getRootElement();
    if (!root) return;
    // The owner went on typing elsewhere (the panel) while the text editor loaded: leave it.
    if (typingElsewhere(document.activeElement)) {
      stopInPlace(session.serial);
      return;
    }
    const range = session.point
      ? caretRangeAt(host.ownerDocument, session.point.x, session.point.y)
      : null;
    if (range && root.contains(range.startContainer)) {
      const selection = host.ownerDocument.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      root.focus({ preventScroll: true });
    } else {
      root.focus({ preventScroll: true });
      editor.focus(undefined, { defaultSelection: 'rootEnd' });
    }
  }, [editor, host, session]);

  useEffect(() => {
    const frameWindow = host.ownerDocument.defaultView;
    /** Places the toolbar over the selection; no layout work while the caret is only moving. */
    const place = () => {
      const collapsed = editor.getEditorState().read(() => {
        const selection = $getSelection();
        return !$isRangeSelection(selection) || selection.isCollapsed();
      });
      if (collapsed && !forced.current) {
        setPosition(null);
        return;
      }
      const range = frameWindow?.getSelection()?.rangeCount
        ? frameWindow.getSelection()!.getRangeAt(0)
        : null;
      const rect = range?.getBoundingClientRect() ?? host.getBoundingClientRect();
      setPosition(
        floatingPosition(
          rect,
          framePlacement(iframe),
          window.innerWidth,
          box.current?.offsetWidth ?? TOOLBAR_WIDTH,
        ),
      );
    };
    // Focus gone to another place to type in the editor: done. A button (Undo, Redo) leaves
    // the text being edited.
    const onFocusOut = endWhenTypingElsewhere(session);
    frameWindow?.addEventListener('scroll', place, { passive: true });
    return mergeRegister(
      () => frameWindow?.removeEventListener('scroll', place),
      editor.registerRootListener((root, previous) => {
        previous?.removeEventListener('focusout', onFocusOut);
        root?.addEventListener('focusout', onFocusOut);
      }),
      editor.registerUpdateListener(place),
      editor.registerCommand(
        KEY_ESCAPE_COMMAND,
        (event) => {
          event.preventDefault();
          leave(session);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          if (!(event.altKey && event.key === 'F10')) return false;
          event.preventDefault();
          forced.current = true;
          place();
          requestAnimationFrame(() =>
            box.current?.querySelector<HTMLElement>('[role="toolbar"] [tabindex="0"]')?.focus(),
          );
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor, host, iframe, session]);

  function backToText() {
    forced.current = false;
    editor.focus();
  }

  return (
    <>
      <RichTextPlugin
        contentEditable={createPortal(
          <ContentEditable
            className="sb-inplace-content"
            aria-label="Text, edited on the page"
            aria-keyshortcuts="Escape Alt+F10"
            aria-invalid={refusal ? true : undefined}
          />,
          host,
        )}
        ErrorBoundary={LexicalErrorBoundary}
      />
      <TextPlugins />
      {position || refusal ? (
        <div
          ref={box}
          className={position?.above ? 'inplace-float is-above' : 'inplace-float'}
          style={position ? { left: position.left, top: position.top } : undefined}
        >
          {position ? (
            <Toolbar state={toolbar} apple={APPLE} onAction={act} onEscape={backToText} />
          ) : null}
          {linkEditor}
          {refusal ? (
            <p className="field-error" role="alert">
              {refusal}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
