// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { newsletterSchema } from './schema';

afterEach(cleanup);

const newsletter = (settings: Record<string, unknown>) => ({ id: 'n1', type: 51, settings });

describe('newsletter schema', () => {
  it('starts with the sample title, description, placeholder and button', () => {
    expect(newsletterSchema.defaults).toEqual({
      title: 'Subscribe',
      description: 'Sign up to receive news and updates.',
      placeholder: 'Email Address',
      buttonLabel: 'Sign Up',
      showName: false,
      layout: 'stacked',
      disclaimer: 'We respect your privacy.',
      align: 'center',
    });
  });

  it.each([
    ['title', 'x'.repeat(201), 'A title can be at most 200 characters.'],
    ['description', 'x'.repeat(1001), 'A description can be at most 1000 characters.'],
    ['placeholder', 'x'.repeat(101), 'A placeholder can be at most 100 characters.'],
    ['buttonLabel', '  ', 'Enter a button label.'],
    ['buttonLabel', 'x'.repeat(81), 'A button label can be at most 80 characters.'],
    ['layout', 'grid', 'Choose stacked or inline.'],
    ['showName', 'yes', 'Choose on or off.'],
    ['align', 'justify', 'Choose left, center or right.'],
  ] as const)('refuses %s = %j', (key, value, message) => {
    expect(validateSetting(newsletterSchema, key, value)).toEqual({ ok: false, message });
  });

  it('accepts an empty title, description and disclaimer', () => {
    for (const key of ['title', 'description', 'disclaimer'] as const) {
      expect(validateSetting(newsletterSchema, key, '').ok).toBe(true);
    }
  });
});

describe('newsletter renderer', () => {
  it('shows the title, description, a labelled email field and the button', () => {
    render(<BlockView block={newsletter({})} />);
    expect(screen.getByRole('heading', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.getByText('Sign up to receive news and updates.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Subscribe' });
    const email = screen.getByLabelText('Email Address');
    expect(form.contains(email)).toBe(true);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('placeholder')).toBe('Email Address');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByLabelText('First Name')).toBeNull();
  });

  it('adds labelled first and last name fields when asked', () => {
    render(<BlockView block={newsletter({ showName: true })} />);
    expect(screen.getByLabelText('First Name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Last Name').getAttribute('autocomplete')).toBe('family-name');
  });

  it('ties the email error to the field and sends nothing for a bad address', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<BlockView block={newsletter({})} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(async () => {
      expect(fireEvent.submit(screen.getByRole('form'))).toBe(false);
    });
    const email = screen.getByLabelText('Email Address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Required');
    expect(status.textContent).toBe('One or more fields is invalid, please check your entries.');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('signs up through the form path and replaces the form with the thanks', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        Response.json(String(input).endsWith('FormSubmissionKey') ? { key: 'k' } : {}),
      );
    render(<BlockView block={newsletter({})} />);
    fireEvent.change(screen.getByLabelText('Email Address'), {
      target: { value: 'ada@example.com' },
    });
    await act(async () => {
      fireEvent.submit(screen.getByRole('form'));
    });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      key: 'k',
      formId: 'newsletter',
      form: { email: 'ada@example.com' },
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Thank you for signing up.');
    fetch.mockRestore();
  });

  it('uses the placeholder as the email label and leaves out empty texts', () => {
    const settings = { title: '', description: ' ', disclaimer: '', placeholder: 'Your email' };
    render(<BlockView block={newsletter(settings)} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByLabelText('Your email')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeTruthy();
    expect(screen.queryByText('We respect your privacy.')).toBeNull();
  });

  it('lays the form out inline when chosen', () => {
    const { container } = render(<BlockView block={newsletter({ layout: 'inline' })} />);
    expect(container.querySelector('.sb-newsletter--inline')).not.toBeNull();
  });
});
