// Scrolling the frame back to where the owner left it when the editor was last closed. The page
// may still be growing when the request comes (blocks and images laying out), so the scroll is
// tried again on each frame until it holds, for at most RESTORE_MS, and given up the moment the
// owner scrolls or presses a key themselves.
const RESTORE_MS = 2000;
const OWNER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function restoreScroll(view: Window, y: number): void {
  const deadline = view.performance.now() + RESTORE_MS;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of OWNER_INPUT) view.removeEventListener(type, stop, true);
  };
  for (const type of OWNER_INPUT) view.addEventListener(type, stop, true);
  const attempt = () => {
    if (stopped) return;
    view.scrollTo({ top: y, behavior: 'instant' });
    if (Math.abs(view.scrollY - y) <= 1 || view.performance.now() > deadline) stop();
    else view.requestAnimationFrame(attempt);
  };
  attempt();
}
