// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuButton } from './MenuButton';

afterEach(cleanup);

const ENTRIES = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Bravo' },
  { id: 'c', label: 'Charlie' },
] as const;

describe('MenuButton', () => {
  it('is not there without entries', () => {
    render(<MenuButton label="People" entries={[]} onChoose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'People' })).toBeNull();
  });

  it('opens by keyboard on the first or last entry, and Escape gives focus back', () => {
    render(<MenuButton label="People" entries={ENTRIES} onChoose={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'People' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Alpha');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Charlie');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('chooses an entry by Enter or click, and closes', () => {
    const onChoose = vi.fn();
    render(<MenuButton label="People" entries={ENTRIES} onChoose={onChoose} />);
    const button = screen.getByRole('button', { name: 'People' });
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'b' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onChoose).toHaveBeenLastCalledWith('b');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Charlie' }));
    expect(onChoose).toHaveBeenLastCalledWith('c');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
