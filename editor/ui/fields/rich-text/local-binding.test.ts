import { describe, expect, it } from 'vitest';
import { createLocalBinding, LOCAL_HISTORY_LIMIT } from './local-binding';

// The binding reads the JSON only; the editor's state objects are not looked at.
const write = (json: string, step = false) =>
  ({ json, step }) as unknown as Parameters<ReturnType<typeof createLocalBinding>['write']>[0];

describe('a local text binding', () => {
  it('merges typing within a second into one step; a toolbar command is a step of its own', () => {
    let clock = 0;
    const seen: unknown[] = [];
    const binding = createLocalBinding(
      '',
      (value) => seen.push(value),
      () => clock,
    );
    for (const text of ['H', 'Hi', 'Hi!']) {
      binding.write(write(text));
      clock += 400;
    }
    binding.write(write('**Hi!**', true));
    expect(binding.value()).toBe('**Hi!**');
    binding.undo();
    expect(binding.value()).toBe('Hi!');
    binding.undo();
    expect(binding.value()).toBe('');
    binding.undo();
    expect(binding.value()).toBe('');
    binding.redo();
    binding.redo();
    expect(binding.value()).toBe('**Hi!**');
    expect(seen.at(-1)).toBe('**Hi!**');
  });

  it('tells its listeners on undo and redo, and forgets the redo on a new change', () => {
    let clock = 0;
    const binding = createLocalBinding(
      'a',
      () => {},
      () => clock,
    );
    let told = 0;
    const stop = binding.subscribe(() => {
      told += 1;
    });
    binding.write(write('ab'));
    clock += 5000;
    binding.write(write('abc'));
    binding.undo();
    expect(told).toBe(1);
    binding.write(write('abX'));
    binding.redo();
    expect(binding.value()).toBe('abX');
    stop();
    binding.undo();
    expect(told).toBe(1);
  });

  it(`keeps at most ${LOCAL_HISTORY_LIMIT} steps`, () => {
    let clock = 0;
    const binding = createLocalBinding(
      0,
      () => {},
      () => clock,
    );
    for (let i = 1; i <= LOCAL_HISTORY_LIMIT + 5; i++) {
      clock += 5000;
      binding.write(write(String(i)));
    }
    for (let i = 0; i < LOCAL_HISTORY_LIMIT + 5; i++) binding.undo();
    expect(binding.value()).toBe('5');
  });
});
