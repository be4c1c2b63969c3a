// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONTS } from '../../../shared/design/fonts';
import { renderEditor, testSite } from '../test-helpers';
import { DesignPanel } from './DesignPanel';
import type { FontSource } from './font-catalog';

afterEach(cleanup);

const saved = testSite().design;

describe('DesignPanel', () => {
  it('shows Save and Discard only while the design differs from the saved one', async () => {
    const edited = { ...saved, scrollAnimation: 'fade' as const };
    const { store, services } = renderEditor(<DesignPanel onClose={() => {}} />, {
      data: { site: { ...testSite(), design: edited }, savedDesign: saved },
      services: { saveNow: vi.fn(async () => true) },
    });
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes: animation.');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(store.getState().discardDesign).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().markDesignSaved).toHaveBeenCalled();
    expect(services.saveNow).toHaveBeenCalled();
  });

  it('hides them when nothing is dirty, and closes on Escape', () => {
    const onClose = vi.fn();
    renderEditor(<DesignPanel onClose={onClose} />, { data: { savedDesign: saved } });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Colours' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('stores a button shape through the store', () => {
    const { store } = renderEditor(<DesignPanel onClose={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Buttons' }));
    fireEvent.click(screen.getByLabelText('Pill'));
    expect(store.getState().updateDesign).toHaveBeenCalledWith(['buttons', 'shape'], 'pill');
  });

  it('stores section and block spacing through the store', () => {
    const { store } = renderEditor(<DesignPanel onClose={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Spacing' }));
    const section = screen.getByRole('group', { name: 'Section spacing' });
    expect(within(section).getByLabelText('Comfortable')).toHaveProperty('checked', true);
    fireEvent.click(within(section).getByLabelText('Spacious'));
    expect(store.getState().updateDesign).toHaveBeenCalledWith(['spacing', 'section'], 'spacious');
    const block = screen.getByRole('group', { name: 'Block spacing' });
    fireEvent.click(within(block).getByLabelText('Compact'));
    expect(store.getState().updateDesign).toHaveBeenCalledWith(['spacing', 'block'], 'compact');
  });

  it('says "Unable to load fonts" when the list fails', async () => {
    const source: FontSource = {
      loadFonts: () => Promise.reject(new Error('offline')),
      loadPreview: () => Promise.resolve(),
    };
    renderEditor(<DesignPanel onClose={() => {}} fontSource={source} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Fonts' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to load fonts');
  });

  it('says "Unable to load preview for {fontName}" when a preview fails', async () => {
    const source: FontSource = {
      loadFonts: () => Promise.resolve(FONTS.slice(0, 2)),
      loadPreview: (font) =>
        font.id === 'humanist' ? Promise.reject(new Error('bad font')) : Promise.resolve(),
    };
    renderEditor(<DesignPanel onClose={() => {}} fontSource={source} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Fonts' }));
    const messages = await screen.findAllByText('Unable to load preview for Humanist');
    expect(messages).toHaveLength(3);
    expect(screen.getAllByText('System UI').length).toBeGreaterThan(0);
  });
});
