// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hexToHsl, hslToHex } from '../../../shared/design/color';
import {
  type ColorValue,
  customColor,
  paletteColor,
  resolveColor,
} from '../../../shared/design/color-value';
import { ColorPicker } from './ColorPicker';

const palette = ['#ffffff', '#eeeeee', '#1a56db', '#333333', '#000000'].map((h) => hexToHsl(h)!);

function Harness({ onChange }: { onChange: (value: ColorValue) => void }) {
  const [value, setValue] = useState<ColorValue>(paletteColor(2));
  return (
    <ColorPicker
      label="Accent"
      value={value}
      palette={palette}
      resolve={(v) => resolveColor(v, palette)!}
      onChange={(next) => {
        onChange(next);
        setValue(next);
        return null;
      }}
    />
  );
}

function openPicker() {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  const button = screen.getByRole('button', { name: 'Accent: Palette colour 3' });
  fireEvent.click(button);
  return { onChange, button };
}

afterEach(cleanup);

describe('ColorPicker', () => {
  it('opens on its button with every field labelled and the hex field focused', () => {
    openPicker();
    expect(screen.getByRole('dialog', { name: 'Accent colour' })).toBeTruthy();
    for (const name of ['Hex', 'Red', 'Green', 'Blue', 'Hue', 'Saturation', 'Lightness', 'Alpha']) {
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Hex' }));
    expect((screen.getByRole('textbox', { name: 'Hex' }) as HTMLInputElement).value).toBe(
      '#1a56db',
    );
  });

  it('refuses a bad hex with its reason and stores nothing', () => {
    const { onChange } = openPicker();
    const hex = screen.getByRole('textbox', { name: 'Hex' });
    fireEvent.change(hex, { target: { value: '#12345' } });
    fireEvent.keyDown(hex, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Hex colours have 3 or 6 hex digits.');
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stores a typed colour as a custom colour and a swatch by reference', () => {
    const { onChange } = openPicker();
    const hex = screen.getByRole('textbox', { name: 'Hex' });
    fireEvent.change(hex, { target: { value: '#f00' } });
    fireEvent.keyDown(hex, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(customColor(hexToHsl('#ff0000')!));
    fireEvent.click(screen.getByRole('button', { name: 'Palette colour 4' }));
    expect(onChange).toHaveBeenLastCalledWith(paletteColor(3));
    const alpha = screen.getByRole('textbox', { name: 'Alpha' });
    fireEvent.change(alpha, { target: { value: '2' } });
    fireEvent.blur(alpha);
    expect(screen.getByRole('alert').textContent).toBe('Alpha out of bounds');
  });

  it('closes on Escape, gives focus back and remembers the colour', () => {
    const { button } = openPicker();
    const hex = screen.getByRole('textbox', { name: 'Hex' });
    fireEvent.change(hex, { target: { value: '#00ff00' } });
    fireEvent.keyDown(hex, { key: 'Enter' });
    act(() => {
      fireEvent.keyDown(hex, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-label')).toBe('Accent: #00ff00');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Recent: #00ff00' })).toBeTruthy();
    expect(hslToHex(hexToHsl('#00ff00')!)).toBe('#00ff00');
  });
});
