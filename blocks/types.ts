// What every block folder exports: its settings schema with defaults, the field descriptors the
// editor builds its settings panel from, and the renderer the preview frame (and later the
// published site) uses.
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Block } from '../shared/document/schema';

/** A key or list index inside one block's settings: `['items', 3, 'title']`. */
export type SettingsPath = readonly (string | number)[];

/** The object a field belongs to: the block's settings, or one item of a list. */
export type FieldContext = Readonly<Record<string, unknown>>;

interface FieldBase {
  /** The key this field edits, inside the block's settings or inside a list item. */
  readonly key: string;
  /** The visible label, also the control's accessible name ("Label"). */
  readonly label: string;
  /** Optional help text shown under the control. */
  readonly help?: string;
  /**
   * When the field applies: options that do not fit the current design are hidden, and their
   * values are kept in the document. Receives the object the field belongs to.
   */
  readonly visibleWhen?: (context: FieldContext) => boolean;
  /**
   * false: a text that holds no words a visitor reads (a colour, an id, a filter's value), so it
   * is the same in every language and offers no translation (text-keys.ts).
   */
  readonly translatable?: false;
}

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
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
      readonly rows?: number;
      /** Source code: not editable where the platform's text editing fails it (Android). */
      readonly code?: boolean;
    })
  | (FieldBase & { readonly kind: 'url'; readonly placeholder?: string })
  | (FieldBase & {
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      readonly step?: number;
      readonly unit?: string;
      /** A range slider beside the number box, for options owners tune by eye. */
      readonly slider?: boolean;
    })
  | (FieldBase & { readonly kind: 'boolean' })
  | (FieldBase & { readonly kind: 'select'; readonly options: readonly ChoiceOption[] })
  | (FieldBase & {
      readonly kind: 'choice';
      readonly options: readonly ChoiceOption[];
      /** Radio buttons in a column, or a row of segmented buttons for a few short options. */
      readonly display: 'radio' | 'segmented';
    })
  /** An image from the file manager (an ImageRef, or null for none); click it to set the focus. */
  | (FieldBase & { readonly kind: 'image' })
  | (FieldBase & {
      readonly kind: 'list';
      /** The fields of one item; their keys are inside the item. */
      readonly itemFields: readonly FieldDescriptor[];
      /** What the list shows for an item ("Image 3", its title, ...). */
      readonly itemLabel: (item: FieldContext, index: number) => string;
      /** A new item's settings (without its id, which the editor adds). */
      readonly newItem: () => Record<string, unknown>;
      /** The button that adds one ("Add panel"). */
      readonly addLabel: string;
      /** The singular noun used in control names ("panel": "Move panel 2", "Remove panel 2"). */
      readonly itemNoun: string;
      readonly maxItems?: number;
      readonly minItems?: number;
      /**
       * The key of the item's image field, when adding means choosing files: the add button opens
       * the file manager and each file chosen becomes a new item.
       */
      readonly addFromFiles?: string;
    })
  /** Formatted text (a rich-text value, shared/content/rich-text), edited with Lexical. */
  | (FieldBase & { readonly kind: 'richtext' })
  /** A product of the store's catalogue, by id ('' for none): a list of the products by name. */
  | (FieldBase & { readonly kind: 'product' })
  /** A panel the block draws itself; the editor maps `panel` to a component. */
  | (FieldBase & { readonly kind: 'custom'; readonly panel: string });

export type FieldKind = FieldDescriptor['kind'];

export interface BlockRenderProps<S> {
  readonly settings: S;
  readonly block: Block;
}

/**
 * Settings are an object of JSON values (strings, numbers, booleans, lists and objects); each
 * top-level key has a zod schema and a default in the block's folder.
 */
export type BlockSettings = Record<string, unknown>;

export interface BlockDefinition<S extends BlockSettings = BlockSettings> {
  /** Numeric block type code from shared/codes/block-types.ts. */
  readonly type: number;
  /** One schema per settings key; `readSettings` falls back to the default key by key. */
  readonly schema: z.ZodObject<{ [K in keyof S]: z.ZodType<S[K]> }>;
  readonly defaults: S;
  readonly fields: readonly FieldDescriptor[];
  /** The settings panel's name when it is not "{Block name} settings" ("Gallery options"). */
  readonly panelTitle?: string;
  readonly Render: ComponentType<BlockRenderProps<S>>;
}

/** The pure half of a definition (no React): what the editor needs to build a settings panel. */
export type BlockSchemaDefinition<S extends BlockSettings = BlockSettings> = Omit<
  BlockDefinition<S>,
  'Render'
>;
