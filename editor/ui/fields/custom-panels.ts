// Panels a block draws itself (field kind 'custom'), by the name its descriptor gives. Only where
// a generic field cannot serve; each entry is one line.
import type { ComponentType } from 'react';
import type { SettingsPath } from '../../../blocks/types';
import { lazyPart } from '../lazy-part';
import { ChartDataPanel } from './ChartDataPanel';

export interface CustomPanelProps {
  readonly blockId: string;
  /** The path of the setting the panel edits. */
  readonly path: SettingsPath;
}

// The form editor is loaded when a form block is first selected.
const FormEditorPanel = lazyPart('form editor', () =>
  import('../forms/FormEditorPanel').then((m) => m.FormEditorPanel),
);

const panels: Record<string, ComponentType<CustomPanelProps>> = {
  'chart-data': ChartDataPanel,
  'form-editor': FormEditorPanel,
};

export function customPanel(name: string): ComponentType<CustomPanelProps> | undefined {
  return Object.hasOwn(panels, name) ? panels[name] : undefined;
}
