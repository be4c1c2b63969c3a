// Which test files need a Node process of their own (vitest.config.ts, vitest.postgres.config.ts):
// those that replace modules (or reset them) and those that fake the clock. Every other file
// shares its worker's modules. A fake clock was seen to outlive its file in a shared worker, so
// that setTimeout never fired in a later file (docs/testing.md).
const NEEDS_OWN_PROCESS = /\bvi\.(mock|doMock|unmock|resetModules|hoisted|useFakeTimers)\(/;

/** Whether a test file with this source runs in a process of its own. */
export function needsOwnProcess(source: string): boolean {
  return NEEDS_OWN_PROCESS.test(source);
}
