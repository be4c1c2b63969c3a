import { describe, expect, it } from 'vitest';
import { checkAudioUrl, safeAudioSrc } from './audio-url';

const HINT = 'Use a path on this site (/media/song.mp3) or an address starting with https://.';
const TYPE =
  'Use an MP3, M4A, OGG, WAV or AAC file: the address must end in .mp3, .m4a, .ogg, .wav or .aac.';

describe('checkAudioUrl', () => {
  it.each([
    ['/media/sample.mp3', null],
    ['/media/Live%20Set.M4A', null],
    ['https://cdn.example.com/a/b.ogg?v=2', null],
    ['https://cdn.example.com/take.wav#t=10', null],
    [' /audio/x.aac ', null],
    ['', `Enter an address. ${HINT}`],
    ['/media/sample.flac', TYPE],
    ['/media/sample.mp3.exe', TYPE],
    ['https://cdn.example.com/play?file=a.mp3', TYPE],
    ['http://cdn.example.com/a.mp3', 'Use https:// for an audio file on another site.'],
    ['media/sample.mp3', HINT],
    ['javascript:alert(1)//.mp3', HINT],
    ['data:audio/mp3;base64,AAAA', HINT],
    ['//cdn.example.com/a.mp3', `Start an address on another site with https://. ${HINT}`],
    ['https://', HINT],
  ])('%j -> %j', (url, message) => {
    const verdict = checkAudioUrl(url);
    expect(verdict.ok ? null : verdict.message).toBe(message);
  });

  it.each([
    [' /media/a.mp3 ', '/media/a.mp3'],
    ['/media/a.txt', null],
    [3, null],
  ])('safeAudioSrc(%j) is %j', (value, expected) => {
    expect(safeAudioSrc(value)).toBe(expected);
  });
});
