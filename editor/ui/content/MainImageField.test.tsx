// @vitest-environment jsdom
// The item form's main image: chosen in the file manager, its focal point moved by keyboard, its
// alt text typed, removed; an item saved before shows its image from the file's record.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeFilesClient } from '../../files/fake-client';
import { fileRecord } from '../../files/test-records';
import { type MainImage, MainImageField } from './MainImageField';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const beach = fileRecord('f1', 'beach.jpg', { focalPoint: { x: 0.25, y: 0.5 } });

function Form(props: { initial: MainImage | null; seen: (value: MainImage | null) => void }) {
  const [value, setValue] = useState(props.initial);
  return (
    <MainImageField
      value={value}
      files={new FakeFilesClient([beach])}
      onChange={(next) => {
        setValue(next);
        props.seen(next);
      }}
    />
  );
}

describe('MainImageField', () => {
  it('chooses a file, moves its focal point, takes alt text, and removes it', async () => {
    const seen = vi.fn();
    render(<Form initial={null} seen={seen} />);
    const group = screen.getByRole('group', { name: 'Main image' });
    expect(within(group).getByText('No image chosen.')).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'Choose main image' }));
    const files = await screen.findByRole('dialog', { name: 'Files' });
    fireEvent.click(await within(files).findByRole('button', { name: 'Choose beach.jpg' }));
    expect(seen).toHaveBeenLastCalledWith({
      fileId: 'f1',
      alt: '',
      focalPoint: { x: 0.25, y: 0.5 },
    });

    const picker = within(group).getByRole('button', {
      name: /^Focal point of beach.jpg: 25% across/,
    });
    fireEvent.keyDown(picker, { key: 'ArrowRight' });
    expect(seen.mock.lastCall?.[0].focalPoint.x).toBeGreaterThan(0.25);
    fireEvent.change(within(group).getByLabelText('Alt text'), { target: { value: 'A beach' } });
    expect(seen.mock.lastCall?.[0]).toMatchObject({ fileId: 'f1', alt: 'A beach' });

    fireEvent.click(within(group).getByRole('button', { name: 'Remove main image' }));
    expect(seen).toHaveBeenLastCalledWith(null);
    expect(within(group).getByRole('button', { name: 'Choose main image' })).toBeTruthy();
  });

  it('shows the image an item was saved with, at its own focal point', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(beach), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    render(
      <Form
        initial={{ fileId: 'f1', alt: 'Sand', focalPoint: { x: 0.9, y: 0.1 } }}
        seen={vi.fn()}
      />,
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Focal point of beach.jpg: 90% across, 10% down/ }),
      ).toBeTruthy(),
    );
    expect((screen.getByLabelText('Alt text') as HTMLInputElement).value).toBe('Sand');
  });
});
