// @vitest-environment jsdom
// A template's quick-view button (role button, data-id): a click, Enter or Space opens that
// product's quick view; other keys, other elements and unknown products do not.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductItem } from '../../../shared/api/commerce';
import { product } from '../../../shared/products/fixtures';
import { useTemplateQuickView } from './template-quick-view';

afterEach(cleanup);

const HTML = `<p>Intro</p>
  <span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="p1">Quick View</span>
  <span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="gone">Quick View</span>`;

function Harness({ products }: { products: readonly ProductItem[] }) {
  const root = useRef<HTMLDivElement>(null);
  const quick = useTemplateQuickView(root, products, HTML);
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the test's own markup */}
      <div ref={root} dangerouslySetInnerHTML={{ __html: HTML }} />
      <output>{quick.product?.id ?? 'none'}</output>
      <button type="button" onClick={quick.close}>
        Close
      </button>
    </>
  );
}

describe('a template’s quick-view button', () => {
  it('opens the quick view of its product by click, Enter or Space, and closes', () => {
    render(<Harness products={[product('p1', [])]} />);
    const [button, unknown] = screen.getAllByRole('button', { name: 'Quick View' });
    fireEvent.keyDown(button!, { key: 'a' });
    fireEvent.click(screen.getByText('Intro'));
    fireEvent.click(unknown!);
    expect(screen.getByRole('status').textContent).toBe('none');
    fireEvent.click(button!);
    expect(screen.getByRole('status').textContent).toBe('p1');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.getByRole('status').textContent).toBe('none');
    fireEvent.keyDown(button!, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('p1');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    fireEvent.keyDown(button!, { key: ' ' });
    expect(screen.getByRole('status').textContent).toBe('p1');
  });
});
