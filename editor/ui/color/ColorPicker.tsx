// A colour picker: a button showing the current colour and its name opens a popover with
// react-colorful's saturation/lightness area and hue and alpha sliders, the eight text fields,
// swatches of the site palette (and the theme's colours where a theme colour fits) and the
// colours used lately. Every control is labelled; Escape closes and gives focus back to the
// button. The value is one of the spec's three colour types (shared/design/color-value.ts).
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type HslaColor, HslaColorPicker } from 'react-colorful';
import { cssColor, type Hsla } from '../../../shared/design/color';
import {
  type ColorValue,
  colorCss,
  colorName,
  customColor,
  type Palette,
  paletteColor,
  sameColorValue,
  THEME_ROLES,
  themeColor,
} from '../../../shared/design/color-value';
import { ColorFields } from './ColorFields';
import './color.css';
import { Feedback } from '../Feedback';
import { rememberColor, useRecentColors } from './recent';

export interface ColorPickerProps {
  /** What the colour is for ("Palette colour 1", "Text"); names the button and the popover. */
  readonly label: string;
  readonly value: ColorValue;
  readonly palette: Palette;
  /** The colour a value stands for here (a theme colour needs the section's theme). */
  readonly resolve: (value: ColorValue) => Hsla;
  /** Stores a value; returns the refusal's message, or null. */
  readonly onChange: (value: ColorValue) => string | null;
  /** Offer the palette's swatches (not when the colour edited is a palette colour itself). */
  readonly paletteSwatches?: boolean;
  /** Offer the theme's colours. */
  readonly themeSwatches?: boolean;
  readonly alpha?: boolean;
}

const toPicker = (c: Hsla): HslaColor => ({
  h: c.hue,
  s: c.saturation * 100,
  l: c.lightness * 100,
  a: c.alpha,
});
const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
const fromPicker = (c: HslaColor): Hsla => ({
  hue: clamp(Math.round(c.h * 100) / 100, 360),
  saturation: clamp(Math.round(c.s * 100) / 10000, 1),
  lightness: clamp(Math.round(c.l * 100) / 10000, 1),
  alpha: clamp(Math.round(c.a * 1000) / 1000, 1),
});

function Swatch({
  value,
  name,
  css,
  pressed,
  onPick,
}: {
  value: ColorValue;
  name: string;
  css: string;
  pressed: boolean;
  onPick: (value: ColorValue) => void;
}) {
  return (
    <button
      type="button"
      className="color-swatch"
      aria-label={name}
      title={name}
      aria-pressed={pressed}
      style={{ background: css }}
      onClick={() => onPick(value)}
    />
  );
}

export function ColorPicker(props: ColorPickerProps) {
  const { label, value, palette, resolve, onChange } = props;
  const { paletteSwatches = true, themeSwatches = false, alpha = true } = props;
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const recent = useRecentColors();
  const color = resolve(value);
  const name = colorName(value);

  function close(returnFocus: boolean) {
    setOpen(false);
    setRefusal(null);
    rememberColor(value);
    if (returnFocus) buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    popoverRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function store(next: ColorValue): string | null {
    const message = onChange(next);
    setRefusal(message);
    return message;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  }

  const pick = (next: ColorValue) => {
    store(next);
  };

  return (
    <div className="color-picker">
      <button
        ref={buttonRef}
        type="button"
        className="button color-picker-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-label={`${label}: ${name}`}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <span className="color-swatch-chip" style={{ background: cssColor(color) }} />
        <span className="color-picker-name">{name}</span>
      </button>
      {open ? (
        <div
          ref={popoverRef}
          id={popoverId}
          role="dialog"
          aria-label={`${label} colour`}
          className="color-popover"
          onKeyDown={onKeyDown}
        >
          {alpha ? (
            <HslaColorPicker
              color={toPicker(color)}
              onChange={(next) => store(customColor(fromPicker(next)))}
            />
          ) : (
            <HslaColorPicker
              color={{ ...toPicker(color), a: 1 }}
              onChange={(next) => store(customColor({ ...fromPicker(next), alpha: 1 }))}
            />
          )}
          <ColorFields color={color} alpha={alpha} onColor={(next) => store(customColor(next))} />
          {refusal ? (
            <Feedback tone="error" className="field-error">
              {refusal}
            </Feedback>
          ) : null}
          {paletteSwatches ? (
            <fieldset className="color-swatches">
              <legend>Site palette</legend>
              {palette.map((entry, index) => {
                const swatch = paletteColor(index);
                return (
                  <Swatch
                    // biome-ignore lint/suspicious/noArrayIndexKey: the palette has five fixed places
                    key={index}
                    value={swatch}
                    name={colorName(swatch)}
                    css={cssColor(entry)}
                    pressed={sameColorValue(swatch, value)}
                    onPick={pick}
                  />
                );
              })}
            </fieldset>
          ) : null}
          {themeSwatches ? (
            <fieldset className="color-swatches">
              <legend>Theme colours</legend>
              {THEME_ROLES.map((role) => {
                const swatch = themeColor(role);
                return (
                  <Swatch
                    key={role}
                    value={swatch}
                    name={colorName(swatch)}
                    css={cssColor(resolve(swatch))}
                    pressed={sameColorValue(swatch, value)}
                    onPick={pick}
                  />
                );
              })}
            </fieldset>
          ) : null}
          {recent.length > 0 ? (
            <fieldset className="color-swatches">
              <legend>Recently used</legend>
              {recent
                .filter((entry) => paletteSwatches || entry.type === 'custom')
                .map((entry) => (
                  <Swatch
                    key={JSON.stringify(entry)}
                    value={entry}
                    name={`Recent: ${colorName(entry)}`}
                    css={entry.type === 'custom' ? colorCss(entry) : cssColor(resolve(entry))}
                    pressed={sameColorValue(entry, value)}
                    onPick={pick}
                  />
                ))}
            </fieldset>
          ) : null}
          <button type="button" className="button" onClick={() => close(true)}>
            Done
          </button>
        </div>
      ) : null}
    </div>
  );
}
