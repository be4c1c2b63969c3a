// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { horizontalRuleSchema } from './schema';

afterEach(cleanup);

describe('horizontal rule block', () => {
  it('has no settings and renders a separator', () => {
    expect(horizontalRuleSchema.fields).toEqual([]);
    render(<BlockView block={{ id: 'r', type: 47, settings: { stray: 1 } }} />);
    expect(screen.getByRole('separator')).toBeTruthy();
  });
});
