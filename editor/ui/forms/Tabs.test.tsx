// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_TABS } from './FormTabs';
import { Tabs } from './Tabs';

afterEach(cleanup);

function Harness() {
  const [tab, setTab] = useState<(typeof FORM_TABS)[number]>('Build');
  return (
    <Tabs label="Form editor" tabs={FORM_TABS} selected={tab} onSelect={setTab}>
      <p>{tab} content</p>
    </Tabs>
  );
}

describe('form editor tabs', () => {
  it('are the spec tabs as WAI-ARIA tabs, moved through with the arrow keys', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Build',
      'Storage',
      'Advanced',
      'Captcha',
      'Disclaimer',
    ]);
    expect(screen.getByRole('tab', { name: 'Build' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Build' }).textContent).toBe('Build content');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Build' }), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Disclaimer' }));
    expect(screen.getByRole('tabpanel', { name: 'Disclaimer' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Storage' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Build' }).getAttribute('tabindex')).toBe('-1');
  });
});
