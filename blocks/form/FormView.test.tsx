// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormView } from './FormView';
import { formDefinition } from './fixtures';
import type { SendResult } from './submit';
import type { FormValues } from './values';
import type { FormDefinition } from './wire';

afterEach(cleanup);

const definition = (extra: Partial<FormDefinition> = {}): FormDefinition =>
  formDefinition(
    'contact',
    'Contact',
    [
      { id: 'name', type: 'name', title: 'Name', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true, description: 'We reply here.' },
      { id: 'topic', type: 'select', title: 'Topic', options: ['Orders', 'Other'] },
      { id: 'about', type: 'section', title: 'About you', underline: true },
      { id: 'survey', type: 'likert', title: 'Survey', options: ['Service was quick'] },
      { id: 'message', type: 'textarea', title: 'Message', maxLength: 10 },
    ],
    {
      parsedSubmissionMessage: '<p>Thanks <b>so</b> much!</p>',
      submissionHTML: '<p id="after">After</p><script>window.ran = true</script>',
      parsedDisclaimerMessage: '<p>We keep your data safe.</p>',
      ...extra,
    },
  );

/** Fills the required fields as Ada and presses Submit. */
async function submitAda() {
  fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Email', { exact: false }), {
    target: { value: 'ada@example.com' },
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
}

describe('FormView', () => {
  it('labels every control, parts included, and shows the five likert answers', () => {
    render(<FormView definition={definition()} send={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Contact' })).toBeTruthy();
    for (const label of ['First Name', 'Last Name', 'Email *', 'Topic', 'Message']) {
      expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
    const survey = screen.getByRole('group', { name: 'Service was quick' });
    expect(survey.querySelectorAll('input[type=radio]')).toHaveLength(5);
    expect(screen.getByLabelText('Strongly Disagree')).toBeTruthy();
    expect(screen.getByText('0 / 10')).toBeTruthy();
  });

  it('ties errors to their fields and focuses the first invalid one', async () => {
    const send = vi.fn();
    render(<FormView definition={definition()} send={send} />);
    fireEvent.change(screen.getByLabelText('Email', { exact: false }), {
      target: { value: 'nope' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    const first = screen.getByLabelText('First Name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const errorId = first.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Required');
    expect(document.activeElement).toBe(first);
    const email = screen.getByLabelText('Email', { exact: false });
    const ids = (email.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Email is not valid. Email addresses should follow the format user@domain.com.',
      'We reply here.',
    ]);
  });

  it('locks with Submitting…, then shows the message and the sanitized post-submit HTML', async () => {
    let finish: (result: SendResult) => void = () => {};
    const send = vi.fn(
      (_values: FormValues, _key: string | null) =>
        new Promise<SendResult>((resolve) => (finish = resolve)),
    );
    render(<FormView definition={definition()} send={send} />);
    await submitAda();
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submitting…' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: ['Ada', ''], email: 'ada@example.com' });
    await act(async () => finish({ ok: true }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Thanks so much!');
    expect(screen.getByText('After')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('unlocks and shows the server errors on failure', async () => {
    const send = vi.fn(async () => ({
      ok: false as const,
      formError: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { email: 'Email taken' },
    }));
    render(<FormView definition={definition()} send={send} />);
    await submitAda();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByText('Email taken')).toBeTruthy();
    expect(
      screen.getByText('Your form has encountered a problem. Please scroll up to review.'),
    ).toBeTruthy();
  });

  it('asks for the captcha before submitting and hides it until a field has focus', async () => {
    const send = vi.fn();
    const { container } = render(
      <FormView definition={definition({ captchaEnabled: true, fields: [] })} send={send} />,
    );
    const widget = container.querySelector('.sb-captcha') as HTMLElement;
    expect(widget.hidden).toBe(true);
    // Focus on the button (a pointer's mousedown) must not show the badge and move the button.
    fireEvent.focus(screen.getByRole('button', { name: 'Submit' }));
    expect(widget.hidden).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Complete CAPTCHA before submitting.');
    expect(widget.hidden).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the captcha when a field gets focus', () => {
    const { container } = render(
      <FormView definition={definition({ captchaEnabled: true })} send={vi.fn()} />,
    );
    const widget = container.querySelector('.sb-captcha') as HTMLElement;
    expect(widget.hidden).toBe(true);
    fireEvent.focus(screen.getByLabelText('Email', { exact: false }));
    expect(widget.hidden).toBe(false);
  });
});

describe('FormView options', () => {
  it('follows a captcha turned on while the form is shown', async () => {
    const send = vi.fn();
    const { rerender, container } = render(
      <FormView definition={definition({ fields: [] })} send={send} />,
    );
    rerender(
      <FormView definition={definition({ fields: [], captchaEnabled: true })} send={send} />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Complete CAPTCHA before submitting.');
    expect((container.querySelector('.sb-captcha') as HTMLElement).hidden).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('FormView in another language', () => {
  it('shows the options’ labels and the button’s text, and sends the options themselves', async () => {
    const send = vi.fn(async (_values: FormValues, _key: string | null) => ({ ok: true }) as const);
    const french = formDefinition(
      'contact',
      'Contact',
      [
        {
          id: 'topic',
          type: 'select',
          title: 'Sujet',
          options: ['Orders', 'Other'],
          optionLabels: ['Commandes', 'Autre'],
          prompt: 'Choisissez',
        },
        { id: 'size', type: 'radio', title: 'Taille', options: ['Small'], optionLabels: ['Petit'] },
        {
          id: 'survey',
          type: 'likert',
          title: 'Avis',
          options: ['Quick'],
          optionLabels: ['Rapide'],
        },
      ],
      { submitText: 'Envoyer' },
    );
    render(<FormView definition={french} send={send} />);
    expect(screen.getByRole('option', { name: 'Autre' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Choisissez' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Other' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Rapide' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sujet'), { target: { value: 'Other' } });
    fireEvent.click(screen.getByLabelText('Petit'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(send.mock.calls[0]?.[0]).toMatchObject({ topic: 'Other', size: 'Small' });
  });
});
