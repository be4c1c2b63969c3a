// Origin checks for postMessage, kept pure so both sides share (and test) one rule.
import type { z } from 'zod';
import {
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

/** In the frame: a message from the editor, or null when it is from elsewhere or malformed. */
export function acceptEditorMessage(
  message: IncomingMessage,
  editorOrigin: string,
): EditorMessage | null {
  return accept(message, editorOrigin, editorMessageSchema);
}

/** In the editor: a message from the frame, or null when it is from elsewhere or malformed. */
export function acceptPreviewMessage(
  message: IncomingMessage,
  frameOrigin: string,
): PreviewMessage | null {
  return accept(message, frameOrigin, previewMessageSchema);
}
