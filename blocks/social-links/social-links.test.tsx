// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { getBlockSchema } from '../schemas';
import { checkSettingAt, validateSetting } from '../settings';
import { EMPTY_SOCIAL_HINT } from './Render';
import { profileLabel, socialLinksSchemas } from './schema';

afterEach(cleanup);

const [social] = socialLinksSchemas;
const block = (settings: Record<string, unknown>, type = 19) => ({ id: 's1', type, settings });
const profiles = (...urls: string[]) => urls.map((url, i) => ({ id: `p${i}`, url }));

describe('social links schema', () => {
  it('defines codes 19, 48 and 54 with the same settings', () => {
    expect(socialLinksSchemas.map((definition) => definition.type)).toEqual([19, 48, 54]);
    for (const code of [19, 48, 54]) expect(getBlockSchema(code)?.schema).toBe(social!.schema);
  });

  it('starts with three sample profiles as round brand-coloured icons', () => {
    expect(social!.defaults).toMatchObject({
      accountName: '',
      style: 'icon',
      shape: 'circle',
      size: 'medium',
      color: 'brand',
      align: 'center',
    });
    expect(social!.defaults.profiles.map((item) => profileLabel(item, 0))).toEqual([
      'Instagram',
      'Facebook',
      'Pinterest',
    ]);
  });

  it.each([
    ['https://www.instagram.com/me', true],
    ['mailto:hello@example.com', true],
    ['http://www.instagram.com/me', 'A profile address must start with https://.'],
    ['/about', 'Use an address starting with https://, or mailto: for an email address.'],
    ['tel:+15550100', 'Use an address starting with https://, or mailto: for an email address.'],
    ['https://', 'Enter a full web address such as https://example.com.'],
  ] as const)('a profile address %j -> %j', (url, expected) => {
    const result = checkSettingAt(social!, social!.defaults, ['profiles', 0, 'url'], url);
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, message: expected });
  });

  it('refuses a javascript: address and a 21st profile', () => {
    expect(validateSetting(social!, 'profiles', profiles('javascript:alert(1)')).ok).toBe(false);
    const many = profiles(...Array.from({ length: 21 }, (_, i) => `https://x.com/u${i}`));
    expect(validateSetting(social!, 'profiles', many)).toEqual({
      ok: false,
      message: 'A block holds at most 20 profiles.',
    });
  });

  it.each([
    ['style', 'big', 'Choose icon only or icon and name.'],
    ['shape', 'star', 'Choose none, circle or square.'],
    ['size', 'huge', 'Choose small, medium or large.'],
    ['color', 'red', 'Choose brand colours or text colour.'],
    ['accountName', 'x'.repeat(101), 'An account name can be at most 100 characters.'],
  ] as const)('refuses %s = %j', (key, value, message) => {
    expect(validateSetting(social!, key, value)).toEqual({ ok: false, message });
  });

  it('labels a new or empty profile by its position', () => {
    expect(profileLabel({ url: '' }, 3)).toBe('Profile 4');
    expect(profileLabel({ url: 'https://shop.example.com/' }, 0)).toBe('shop.example.com');
  });
});

describe('social links renderer', () => {
  it('renders the sample profiles as named links that open in a new window', () => {
    render(<BlockView block={block({})} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Instagram',
      'Facebook',
      'Pinterest',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('names each link "{account} on {service}" when an account name is set', () => {
    render(<BlockView block={block({ accountName: 'Juniper & Oak' }, 54)} />);
    expect(screen.getByRole('link', { name: 'Juniper & Oak on Instagram' })).toBeTruthy();
  });

  it('shows the service names beside the icons in the "icon and name" style', () => {
    const settings = {
      style: 'icon-name',
      profiles: profiles('https://github.com/juniper', 'https://mastodon.social/@juniper'),
    };
    render(<BlockView block={block(settings, 48)} />);
    const github = screen.getByRole('link', { name: 'GitHub' });
    expect(github.getAttribute('aria-label')).toBeNull();
    expect(within(github).getByText('GitHub')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mastodon' })).toBeTruthy();
  });

  it('opens an email link in the mail program, not a new window', () => {
    render(<BlockView block={block({ profiles: profiles('mailto:hello@juniper.example') })} />);
    const email = screen.getByRole('link', { name: 'Email' });
    expect(email.getAttribute('href')).toBe('mailto:hello@juniper.example');
    expect(email.getAttribute('target')).toBeNull();
  });

  it('names an unknown site by its host and leaves out a stored unsafe address', () => {
    const stored = profiles(
      'javascript:alert(1)',
      'http://old.example',
      'https://shop.example.com/',
    );
    render(<BlockView block={block({ profiles: stored })} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'shop.example.com',
    ]);
  });

  it('says where to add profiles when there are none', () => {
    render(<BlockView block={block({ profiles: [] })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(EMPTY_SOCIAL_HINT)).toBeTruthy();
  });

  it.each([
    ['shape', 'square', 'sb-social--square'],
    ['color', 'text', 'sb-social--text'],
    ['size', 'large', 'sb-social--large'],
    ['align', 'right', 'sb-align-right'],
  ])('applies %s = %s', (key, value, className) => {
    render(<BlockView block={block({ [key]: value })} />);
    expect(screen.getByRole('list').classList.contains(className)).toBe(true);
  });
});

describe('social link colours', () => {
  it('gives a brand its colour and leaves email and unknown sites in the text colour', () => {
    const stored = profiles('https://www.instagram.com/a', 'mailto:a@b.co', 'https://example.com/');
    render(<BlockView block={block({ profiles: stored })} />);
    const colours = screen
      .getAllByRole('link')
      .map((link) => link.style.getPropertyValue('--sb-social-brand'));
    expect(colours).toEqual(['#e1306c', '', '']);
  });
});
