// An audio upload's format read from its first bytes (the "magic bytes"), as detect.ts reads an
// image's: MP3 (an ID3 tag, then an MPEG audio frame), AAC (an ADTS frame, ID3 before it
// allowed), M4A (an MP4 `ftyp` box with an audio brand), Ogg (`OggS`) and WAV (`RIFF....WAVE`).
// Nothing is decoded; bytes that start otherwise are not audio.
import type { AudioFormat } from '../../shared/api/files';

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** Brands of an MP4 file holding audio (M4A, audiobooks, and the general ones iTunes writes). */
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'mp42', 'mp41', 'isom', 'iso2', 'dash']);

/** Where the audio starts: after an ID3v2 tag (its size is four 7-bit bytes), else at 0. */
function afterId3(bytes: Uint8Array): number {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== 'ID3') return 0;
  const size = bytes[6]! * 2 ** 21 + bytes[7]! * 2 ** 14 + bytes[8]! * 2 ** 7 + bytes[9]!;
  const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** An MPEG audio frame header of layer III (MPEG 1, 2 or 2.5) with a valid bitrate and rate. */
function isMp3Frame(bytes: Uint8Array, at: number): boolean {
  if (at + 4 > bytes.length) return false;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = b2 >> 4;
  const rate = (b2 >> 2) & 0x03;
  return (
    b0 === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    version !== 0x01 &&
    layer === 0x01 &&
    bitrate !== 0x00 &&
    bitrate !== 0x0f &&
    rate !== 0x03
  );
}

/** An ADTS (AAC) frame header: sync word, layer 0, a known sampling rate. */
function isAdtsFrame(bytes: Uint8Array, at: number): boolean {
  if (at + 7 > bytes.length) return false;
  return (
    bytes[at] === 0xff && (bytes[at + 1]! & 0xf6) === 0xf0 && ((bytes[at + 2]! >> 2) & 0x0f) < 13
  );
}

/** The audio format of the bytes, or undefined when they are not one this server takes. */
export function audioFormatOf(bytes: Uint8Array): AudioFormat | undefined {
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') {
    return 'wav';
  }
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && M4A_BRANDS.has(ascii(bytes, 8, 4))) {
    return 'm4a';
  }
  const start = afterId3(bytes);
  if (isMp3Frame(bytes, start)) return 'mp3';
  if (isAdtsFrame(bytes, start)) return 'aac';
  return undefined;
}
