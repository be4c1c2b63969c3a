// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BACK_TO_EDITING, FrameBar } from './FrameBar';
import { renderEditor } from './test-helpers';

afterEach(cleanup);

describe('FrameBar', () => {
  it('shows the edited page address and no way back while the frame shows that page', () => {
    renderEditor(<FrameBar />);
    expect(screen.getByLabelText('Frame address').textContent).toBe('/');
    expect(screen.queryByRole('button', { name: BACK_TO_EDITING })).toBeNull();
  });

  it('shows where the frame went, and "Back to editing" clears it', () => {
    const { store } = renderEditor(<FrameBar />, { data: { framePath: '/cart' } });
    expect(screen.getByLabelText('Frame address').textContent).toBe('/cart');
    fireEvent.click(screen.getByRole('button', { name: BACK_TO_EDITING }));
    expect(store.getState().setFramePath).toHaveBeenCalledWith(null);
  });
});
