// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { richTextFromPlain } from '../shared/content/rich-text/plain';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { BlockView } from './BlockView';

afterEach(cleanup);

describe('BlockView settings', () => {
  it('reads stored settings key by key, falling back to defaults for bad values', () => {
    const block = { id: 'b', type: 53, settings: { label: 'Go', url: 42, size: 'huge' } };
    render(<BlockView block={block} />);
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.getAttribute('href')).toBe('#');
    expect(link.className).toBe('sb-button sb-button--medium');
  });
});

describe('BlockView of a block that cannot be shown', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [
      'a stand-in for a stored block',
      {
        id: 'x',
        type: 15,
        settings: {},
        unreadable: { reason: 'type: is not a block type code of the spec' },
      },
      'This block could not be shown.type: is not a block type code of the spec',
    ],
    [
      'a block of a type without a renderer',
      { id: 'x', type: 15, settings: {} },
      'This block could not be shown.No renderer for block type 15.',
    ],
  ])('shows %s in place, with the reason, beside blocks that render', (_name, block, text) => {
    render(
      <>
        <BlockView block={block} />
        <BlockView block={{ id: 'ok', type: 53, settings: { label: 'Still here' } }} />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Still here' })).toBeTruthy();
  });
});

describe('BlockErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function Broken({ fail }: { readonly fail: boolean }): React.ReactNode {
    if (fail) throw new Error('settings exploded');
    return <p>fixed</p>;
  }

  it('shows an error box in place of a throwing block; its siblings still render', () => {
    render(
      <>
        <BlockErrorBoundary resetKey={1}>
          <Broken fail />
        </BlockErrorBoundary>
        <BlockView
          block={{ id: 'ok', type: 2, settings: { content: richTextFromPlain('Still here') } }}
        />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('This block could not be shown.settings exploded');
    expect(screen.getByText('Still here')).toBeTruthy();
  });

  it('tries again when the block changes', () => {
    const { rerender } = render(
      <BlockErrorBoundary resetKey={1}>
        <Broken fail />
      </BlockErrorBoundary>,
    );
    rerender(
      <BlockErrorBoundary resetKey={1}>
        <Broken fail={false} />
      </BlockErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => {
      rerender(
        <BlockErrorBoundary resetKey={2}>
          <Broken fail={false} />
        </BlockErrorBoundary>,
      );
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('fixed')).toBeTruthy();
  });
});
