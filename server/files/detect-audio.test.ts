import { describe, expect, it } from 'vitest';
import { claimsMatch } from './detect';
import { audioFormatOf } from './detect-audio';
import { aac, bareMp3, m4a, mp3, ogg, wav } from './test-audio';
import { png } from './test-images';

describe('audioFormatOf', () => {
  it.each([
    ['a WAV', wav(0.1), 'wav'],
    ['an MP3 with an ID3 tag', mp3(), 'mp3'],
    ['an MP3 without one', bareMp3(), 'mp3'],
    ['an ADTS AAC', aac(), 'aac'],
    ['an M4A', m4a(), 'm4a'],
    ['an Ogg', ogg(), 'ogg'],
  ] as const)('reads %s', (_, bytes, format) => {
    expect(audioFormatOf(bytes)).toBe(format);
  });

  it('takes nothing else for audio', async () => {
    expect(audioFormatOf(await png(4, 4))).toBeUndefined();
    expect(audioFormatOf(new TextEncoder().encode('Dear diary, today I...'))).toBeUndefined();
    expect(audioFormatOf(new Uint8Array())).toBeUndefined();
    // An ID3 tag with no audio frame after it, and a frame header with a forbidden bitrate.
    expect(audioFormatOf(mp3().subarray(0, 14))).toBeUndefined();
    expect(audioFormatOf(new Uint8Array([0xff, 0xfb, 0xf0, 0x64]))).toBeUndefined();
    // An MP4 of a video brand.
    const video = m4a();
    video.set(
      [...'qt  '].map((c) => c.charCodeAt(0)),
      8,
    );
    expect(audioFormatOf(video)).toBeUndefined();
  });

  it('is checked against the name and declared type like an image', () => {
    expect(claimsMatch('song.mp3', 'audio/mpeg', 'mp3')).toBe(true);
    expect(claimsMatch('song.MP3', 'audio/mp3', 'mp3')).toBe(true);
    expect(claimsMatch('song.m4a', 'audio/x-m4a', 'm4a')).toBe(true);
    expect(claimsMatch('song.opus', 'audio/opus', 'ogg')).toBe(true);
    expect(claimsMatch('song.wav', 'audio/x-wav', 'wav')).toBe(true);
    expect(claimsMatch('song.wav', 'audio/mpeg', 'mp3')).toBe(false);
    expect(claimsMatch('song.mp3', 'audio/wav', 'wav')).toBe(false);
  });
});
