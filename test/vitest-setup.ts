// Runs before every unit and integration test file. Files of the `unit` project run one after
// another in a worker with the modules they share (vitest.config.ts), so each starts with real
// timers and no global or environment variable stubbed by the file before.
import { vi } from 'vitest';

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

// Files with a DOM (jsdom) wait up to 5 s, not Testing Library's 1 s, for what appears later (a
// panel's code loaded on demand, a server's answer): on a busy 2-core machine a dynamic import
// alone can take longer than 1 s. A time budget, not an assertion.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
