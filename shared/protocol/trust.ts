// Origin checks for postMessage, kept pure so both sides share (and test) one rule.
import type { z } from 'zod';
import {
  type DocumentPatch,
  EDITOR_SOURCE,
  type EditorMessage,
  editorMessageSchema,
  type PreviewMessage,
  previewMessageSchema,
} from './messages';

/** The parts of a MessageEvent the check needs. */
export interface IncomingMessage {
  readonly origin: string;
  readonly data: unknown;
  /** Whether the event came from the window we talk to (event.source === that window). */
  readonly fromExpectedWindow: boolean;
}

function accept<T>(message: IncomingMessage, origin: string, schema: z.ZodType<T>): T | null {
  if (message.origin !== origin || !message.fromExpectedWindow) return null;
  const parsed = schema.safeParse(message.data);
  return parsed.success ? parsed.data : null;
}

const PATCH_OPS: ReadonlySet<unknown> = new Set(['add', 'remove', 'replace']);

function isPathStep(step: unknown): boolean {
  return typeof step === 'string' || (typeof step === 'number' && Number.isFinite(step));
}

function isPatch(patch: unknown): patch is DocumentPatch {
  if (typeof patch !== 'object' || patch === null) return false;
  const { op, path } = patch as Record<string, unknown>;
  return PATCH_OPS.has(op) && Array.isArray(path) && path.every(isPathStep);
}

/**
 * The frame's most frequent message, a keystroke's patches, checked by hand: what
 * editorMessageSchema checks for it (trust.test.ts holds both to the same answers), without
 * zod's cost on every keystroke. Only the fields the schema names are kept.
 */
function patchesMessage(data: Record<string, unknown>): EditorMessage | null {
  const { source, patches } = data;
  if (source !== EDITOR_SOURCE || !Array.isArray(patches) || !patches.every(isPatch)) return null;
  return {
    source: EDITOR_SOURCE,
    type: 'patches',
    patches: patches.map(({ op, path, value }) =>
      value === undefined ? { op, path } : { op, path, value },
    ),
  };
}

/** In the frame: a message from the editor, or null when it is from elsewhere or malformed. */
export function acceptEditorMessage(
  message: IncomingMessage,
  editorOrigin: string,
): EditorMessage | null {
  const { data } = message;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'patches'
  ) {
    if (message.origin !== editorOrigin || !message.fromExpectedWindow) return null;
    return patchesMessage(data as Record<string, unknown>);
  }
  return accept(message, editorOrigin, editorMessageSchema);
}

/** In the editor: a message from the frame, or null when it is from elsewhere or malformed. */
export function acceptPreviewMessage(
  message: IncomingMessage,
  frameOrigin: string,
): PreviewMessage | null {
  return accept(message, frameOrigin, previewMessageSchema);
}
