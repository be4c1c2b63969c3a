// The length of an audio file read in the browser from an <audio> element's metadata (only the
// file's header is fetched); null when the browser cannot tell within a few seconds.

const WAIT_MS = 8000;

export function readAudioDuration(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = document.createElement('audio');
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      audio.removeAttribute('src');
      resolve(seconds !== null && Number.isFinite(seconds) ? seconds : null);
    };
    const timer = setTimeout(() => done(null), WAIT_MS);
    audio.preload = 'metadata';
    audio.addEventListener('loadedmetadata', () => done(audio.duration), { once: true });
    audio.addEventListener('error', () => done(null), { once: true });
    audio.src = url;
  });
}
