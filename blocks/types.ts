// What every block folder exports: its settings schema with defaults, the field descriptors the
// editor builds its settings panel from, and the renderer the preview frame (and later the
// published site) uses.
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Block } from '../shared/document/schema';

interface FieldBase {
  /** The settings key this field edits. */
  readonly key: string;
  /** The visible label, also the control's accessible name ("Label"). */
  readonly label: string;
  /** Optional help text shown under the control. */
  readonly help?: string;
}

export type FieldDescriptor =
  | (FieldBase & {
      readonly kind: 'text';
      readonly placeholder?: string;
      readonly maxLength?: number;
    })
  | (FieldBase & {
      readonly kind: 'textarea';
      readonly placeholder?: string;
      readonly maxLength?: number;
    })
  | (FieldBase & { readonly kind: 'url'; readonly placeholder?: string })
  | (FieldBase & {
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      readonly step?: number;
      readonly unit?: string;
    })
  | (FieldBase & { readonly kind: 'boolean' })
  | (FieldBase & {
      readonly kind: 'select';
      readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
    });

export interface BlockRenderProps<S> {
  readonly settings: S;
  readonly block: Block;
}

/** Settings are a flat object of JSON values; each key has a schema and a default. */
export type BlockSettings = Record<string, string | number | boolean>;

export interface BlockDefinition<S extends BlockSettings = BlockSettings> {
  /** Numeric block type code from shared/codes/block-types.ts. */
  readonly type: number;
  /** One schema per settings key; `readSettings` falls back to the default key by key. */
  readonly schema: z.ZodObject<{ [K in keyof S]: z.ZodType<S[K]> }>;
  readonly defaults: S;
  readonly fields: readonly FieldDescriptor[];
  readonly Render: ComponentType<BlockRenderProps<S>>;
}

/** The pure half of a definition (no React): what the editor needs to build a settings panel. */
export type BlockSchemaDefinition<S extends BlockSettings = BlockSettings> = Omit<
  BlockDefinition<S>,
  'Render'
>;
