// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsPanel } from './SettingsPanel';
import { renderEditor } from './test-helpers';

afterEach(cleanup);

function renderSelected(blocks?: Parameters<typeof renderEditor>[1]) {
  return renderEditor(<SettingsPanel />, { data: { selectedBlockId: 'b1' }, ...blocks });
}

describe('SettingsPanel', () => {
  it('asks for a selection when nothing is selected', () => {
    renderEditor(<SettingsPanel />);
    expect(screen.getByRole('region', { name: 'Settings' }).textContent).toContain(
      'Select a block',
    );
  });

  it.each([
    ['Label', 'INPUT', 'Learn more'],
    ['Link', 'INPUT', '#'],
    ['Size', 'SELECT', 'small'],
    ['Height', 'INPUT', '10'],
    ['Open in a new window', 'INPUT', 'false'],
  ])('generates a labelled %s control from the field descriptors', (label, tag, value) => {
    renderSelected();
    const control = screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
    expect(control.tagName).toBe(tag);
    expect(control.type === 'checkbox' ? String(control.checked) : control.value).toBe(value);
    expect(document.querySelector(`label[for="${control.id}"]`)?.textContent).toBe(label);
  });

  it('describes a field by its help text', () => {
    renderSelected();
    const link = screen.getByLabelText('Link');
    const help = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('A page path or an address.');
  });

  it('sends every change to the store at once', () => {
    const { store } = renderSelected();
    const label = screen.getByLabelText('Label') as HTMLInputElement;
    fireEvent.input(label, { target: { value: 'Shop' } });
    fireEvent.input(label, { target: { value: 'Shop now' } });
    const update = store.getState().updateBlockSettings;
    expect(update).toHaveBeenNthCalledWith(1, 'b1', ['label'], 'Shop');
    expect(update).toHaveBeenNthCalledWith(2, 'b1', ['label'], 'Shop now');
    expect(label.value).toBe('Shop now');
  });

  it.each([
    ['Height', 'height', '42', 42],
    ['Size', 'size', 'large', 'large'],
  ])('%s sends a typed value', (label, key, raw, value) => {
    const { store } = renderSelected();
    fireEvent.change(screen.getByLabelText(label), { target: { value: raw } });
    expect(store.getState().updateBlockSettings).toHaveBeenCalledWith('b1', [key], value);
  });

  it('sends a checkbox as a boolean', () => {
    const { store } = renderSelected();
    fireEvent.click(screen.getByLabelText('Open in a new window'));
    expect(store.getState().updateBlockSettings).toHaveBeenCalledWith('b1', ['newWindow'], true);
  });

  it('keeps a refused value in the control with the message under it', () => {
    renderSelected();
    const label = screen.getByLabelText('Label') as HTMLInputElement;
    fireEvent.input(label, { target: { value: '' } });
    expect(label.value).toBe('');
    expect(label.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(label.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Enter a label.');

    fireEvent.input(label, { target: { value: 'Fixed' } });
    expect(label.value).toBe('Fixed');
    expect(label.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a label.')).toBeNull();
  });

  it('refuses a number field holding no number without calling the store', () => {
    const { store } = renderSelected();
    fireEvent.change(screen.getByLabelText('Height'), { target: { value: '' } });
    expect(screen.getByText('Enter a number from 0 to 200.')).toBeTruthy();
    expect(store.getState().updateBlockSettings).not.toHaveBeenCalled();
  });

  it('offers Duplicate and Delete', () => {
    const { store } = renderSelected();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(store.getState().duplicateBlock).toHaveBeenCalledWith('b1');
    expect(store.getState().deleteBlock).toHaveBeenCalledWith('b1');
  });

  it('shows the section style of the selected block', () => {
    const { store } = renderSelected();
    const padding = screen.getByLabelText('Padding') as HTMLSelectElement;
    expect(Array.from(padding.options).map((o) => o.textContent)).toEqual([
      'Small 3%',
      'Medium 6%',
      'Large 12%',
    ]);
    fireEvent.change(padding, { target: { value: 'large' } });
    fireEvent.change(screen.getByLabelText('Corner radius'), { target: { value: '22' } });
    expect(store.getState().updateSectionStyle).toHaveBeenCalledWith('s1', { padding: 'large' });
    expect(store.getState().updateSectionStyle).toHaveBeenCalledWith('s1', { cornerRadius: 22 });
    const divider = screen.getByLabelText('Divider') as HTMLSelectElement;
    expect(Array.from(divider.options).map((o) => o.textContent)).toEqual([
      'None',
      'Soft corners',
      'Rounded',
    ]);
    fireEvent.change(divider, { target: { value: 'soft-corners' } });
    expect(store.getState().updateSectionStyle).toHaveBeenCalledWith('s1', {
      divider: 'soft-corners',
    });
  });

  it('says when a block type has no editable settings yet', () => {
    renderEditor(<SettingsPanel />, {
      data: { selectedBlockId: 'b1' },
      services: { blockSchema: () => undefined },
    });
    expect(screen.getByText('The settings of Button blocks are not editable yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
