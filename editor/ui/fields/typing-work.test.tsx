// @vitest-environment jsdom
// The work one keystroke in a settings field makes, counted rather than timed: the edit runs at
// the field itself, before the event reaches React's listener at the root and without rendering
// anything (in a browser the microtasks run between the two listeners, so the frame's DOM,
// patched by the edit, changes before the editor renders); the editor then renders in one
// commit, which leaves every other control and label of the panel alone and does not rewrite
// the typed field's attributes.
import { cleanup, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsPanel } from '../SettingsPanel';
import { renderEditor } from '../test-helpers';

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actGlobal = globalThis as ActGlobal;
let actEnvironment: boolean | undefined;

// The keystroke is dispatched as a browser would, outside act(), so React schedules its render
// as it does in the editor instead of act() flushing it inside the event.
beforeEach(() => {
  actEnvironment = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  cleanup();
  actGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Types as the browser does: the element's own value setter (React's tracker does not see it). */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('one keystroke in the Label field', () => {
  it('edits before React hears of it, then renders once and changes nothing else in the panel', async () => {
    let commits = 0;
    const { store } = renderEditor(
      <Profiler id="settings" onRender={() => (commits += 1)}>
        <SettingsPanel />
      </Profiler>,
      { data: { selectedBlockId: 'b1' } },
    );
    await settled();
    const label = screen.getByLabelText('Label') as HTMLInputElement;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(screen.getByRole('region', { name: 'Settings' }), {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
    const update = vi.mocked(store.getState().updateBlockSettings);
    const beforeReact: Array<{ edits: number; commits: number }> = [];
    // On the way up from the field, before React's listener at the root.
    screen.getByRole('region', { name: 'Settings' }).addEventListener('input', () => {
      beforeReact.push({ edits: update.mock.calls.length, commits });
    });
    commits = 0;

    type(label, 'Learn more!');
    await settled();
    observer.disconnect();

    expect(update).toHaveBeenCalledWith('b1', ['label'], 'Learn more!');
    expect(beforeReact).toEqual([{ edits: 1, commits: 0 }]);
    expect(commits).toBe(1);
    expect(changes.filter((change) => change.target !== label)).toEqual([]);
    expect(changes.filter((change) => change.attributeName === 'value')).toEqual([]);
    expect(label.value).toBe('Learn more!');
  });

  it('still shows an undone value in the field', async () => {
    const { store } = renderEditor(<SettingsPanel />, { data: { selectedBlockId: 'b1' } });
    const label = screen.getByLabelText('Label') as HTMLInputElement;
    type(label, 'Learn more!');
    await settled();
    store.getState().updateBlockSettings('b1', ['label'], 'Learn more');
    await settled();
    expect(label.value).toBe('Learn more');
  });
});
