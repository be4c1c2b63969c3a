// Which audio addresses the audio block plays: a path on this site (/media/song.mp3) or an https
// address, ending in .mp3, .m4a, .ogg, .wav or .aac (the query is not part of the name).
import { isSitePath } from '../../shared/content/site-path';
import { checkShape, type Verdict } from '../url';

export const AUDIO_EXTENSIONS = ['.mp3', '.m4a', '.ogg', '.wav', '.aac'] as const;

const HINT = 'Use a path on this site (/media/song.mp3) or an address starting with https://.';
const TYPE_MESSAGE =
  'Use an MP3, M4A, OGG, WAV or AAC file: the address must end in .mp3, .m4a, .ogg, .wav or .aac.';
const refuse = (message: string): Verdict => ({ ok: false, message });

/** The address's path, or null when it is neither a site path nor a full https address. */
function pathOf(value: string): string | null {
  try {
    if (value.startsWith('/')) {
      return isSitePath(value) ? new URL(value, 'https://site.invalid').pathname : null;
    }
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' ? url.pathname : null;
  } catch {
    return null;
  }
}

export function checkAudioUrl(value: string): Verdict {
  const shape = checkShape(value, HINT);
  if (shape) return shape;
  const trimmed = value.trim();
  if (/^http:/i.test(trimmed)) return refuse('Use https:// for an audio file on another site.');
  const path = pathOf(trimmed);
  if (path === null) return refuse(HINT);
  const lower = path.toLowerCase();
  return AUDIO_EXTENSIONS.some((extension) => lower.endsWith(extension))
    ? { ok: true }
    : refuse(TYPE_MESSAGE);
}

/** The src to render for a stored audio address, or null when it must not be played. */
export function safeAudioSrc(value: unknown): string | null {
  return typeof value === 'string' && checkAudioUrl(value).ok ? value.trim() : null;
}
