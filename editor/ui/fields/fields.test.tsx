// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BlockSchemaDefinition } from '../../../blocks/types';
import { block } from '../../store/test-site';
import { SettingsPanel } from '../SettingsPanel';
import { renderEditor, testSite } from '../test-helpers';

afterEach(cleanup);

const TYPE = 69;
const schema = z.object({
  design: z.enum(['grid', 'slider']).default('grid'),
  columns: z.number().default(3),
  speed: z.number().default(5),
  panels: z
    .array(z.object({ id: z.string(), title: z.string() }))
    .default([{ id: 'd1', title: 'Sample panel' }]),
});
const definition: BlockSchemaDefinition = {
  type: TYPE,
  schema,
  defaults: schema.parse({}),
  panelTitle: 'Panel options',
  fields: [
    {
      key: 'design',
      label: 'Design',
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: 'grid', label: 'Grid' },
        { value: 'slider', label: 'Slider' },
      ],
    },
    {
      key: 'columns',
      label: 'Columns',
      kind: 'number',
      min: 1,
      max: 10,
      slider: true,
      visibleWhen: (s) => s.design === 'grid',
    },
    {
      key: 'speed',
      label: 'Speed',
      kind: 'number',
      min: 1,
      max: 10,
      unit: 's',
      visibleWhen: (s) => s.design === 'slider',
    },
    {
      key: 'panels',
      label: 'Panels',
      kind: 'list',
      itemNoun: 'panel',
      addLabel: 'Add panel',
      maxItems: 2,
      newItem: () => ({ title: 'New panel' }),
      itemLabel: (item, index) =>
        typeof item.title === 'string' && item.title ? item.title : `Panel ${index + 1}`,
      itemFields: [{ key: 'title', label: 'Title', kind: 'text' }],
    },
  ],
};

function renderPanel(settings: Record<string, unknown>) {
  return renderEditor(<SettingsPanel />, {
    data: { selectedBlockId: 'x1', site: testSite([block('x1', TYPE, settings)]) },
    services: { blockSchema: (type) => (type === TYPE ? definition : undefined) },
  });
}

describe('generated fields', () => {
  it('names the panel by the block definition and shows the choice as radios', () => {
    renderPanel({ design: 'grid' });
    expect(screen.getByRole('group', { name: 'Panel options' })).toBeTruthy();
    const design = screen.getByRole('group', { name: 'Design' });
    expect((within(design).getByLabelText('Grid') as HTMLInputElement).checked).toBe(true);
  });

  it('hides options that do not apply to the current design, keeping their values', () => {
    const { store } = renderPanel({ design: 'grid', columns: 4, speed: 7 });
    expect((screen.getByLabelText('Columns') as HTMLInputElement).value).toBe('4');
    expect(screen.getByLabelText('Columns slider')).toBeTruthy();
    expect(screen.queryByLabelText('Speed')).toBeNull();
    fireEvent.click(screen.getByLabelText('Slider'));
    expect(store.getState().updateBlockSettings).toHaveBeenCalledWith('x1', ['design'], 'slider');
    expect(screen.queryByLabelText('Columns')).toBeNull();
    expect((screen.getByLabelText('Speed') as HTMLInputElement).value).toBe('7');
  });

  it('shows the defaults of settings the document does not hold, lists included', () => {
    renderPanel({});
    expect((screen.getByLabelText('Columns') as HTMLInputElement).value).toBe('3');
    const list = screen.getByRole('group', { name: /Panels/ });
    expect(within(list).getByRole('button', { name: 'Sample panel' })).toBeTruthy();
  });

  it('lists items by their label and edits one by its own fields at its path', () => {
    const { store } = renderPanel({
      panels: [
        { id: 'a', title: 'Shipping' },
        { id: 'b', title: '' },
      ],
    });
    const list = screen.getByRole('group', { name: /Panels/ });
    expect(within(list).getByRole('button', { name: 'Shipping' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Panel 2' }));
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Returns' } });
    expect(store.getState().updateBlockSettings).toHaveBeenCalledWith(
      'x1',
      ['panels', 1, 'title'],
      'Returns',
    );
  });

  it('adds, duplicates and removes items through the store, and names each control', () => {
    const { store } = renderPanel({ panels: [{ id: 'a', title: 'Shipping' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Add panel' }));
    expect(store.getState().insertListItem).toHaveBeenCalledWith('x1', ['panels'], {
      title: 'New panel',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate panel 1' }));
    expect(store.getState().duplicateListItem).toHaveBeenCalledWith('x1', ['panels'], 0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove panel 1' }));
    expect(store.getState().removeListItem).toHaveBeenCalledWith('x1', ['panels'], 0);
    expect(screen.getByRole('button', { name: 'Move panel 1' })).toBeTruthy();
  });

  it('says so instead of adding past the limit', () => {
    const { store } = renderPanel({
      panels: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add panel' }));
    expect(store.getState().insertListItem).not.toHaveBeenCalled();
    expect(screen.getByText('A list holds at most 2 panels.').getAttribute('role')).toBe('alert');
  });
});
