// Audio made in code for the files tests (only tests import this file): a real, playable WAV of
// silence, and the first bytes of the other formats (enough for their magic bytes).

/** A mono 8 kHz 8-bit WAV of `seconds` of silence. */
export function wav(seconds: number): Uint8Array {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const bytes = new Uint8Array(44 + samples).fill(0x80);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) bytes[at + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  return bytes;
}

const padded = (head: number[]) => {
  const bytes = new Uint8Array(256);
  bytes.set(head);
  return bytes;
};

/** An ID3v2 tag of 4 bytes, then an MPEG 1 layer III frame header (128 kbit/s, 44.1 kHz). */
export const mp3 = () =>
  padded([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 4, 1, 2, 3, 4, 0xff, 0xfb, 0x90, 0x64]);
/** An MPEG frame without a tag. */
export const bareMp3 = () => padded([0xff, 0xfb, 0x90, 0x64]);
/** An ADTS (AAC) frame header. */
export const aac = () => padded([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]);
/** An MP4 `ftyp` box of brand M4A. */
export const m4a = () =>
  padded([0, 0, 0, 0x20, ...'ftypM4A '].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)));
/** An Ogg page's capture pattern. */
export const ogg = () => padded([...'OggS'].map((c) => c.charCodeAt(0)));
