import { describe, expect, it } from 'vitest';
import { navSite } from './nav-testing';
import { runEdit } from './testing';
import { updateHeader } from './update-header';

describe('updateHeader', () => {
  it('shows the logo and hides the cart link', () => {
    const run = runEdit(navSite(), (d, ctx) =>
      updateHeader(d, ctx, { brand: 'logo', logoUrl: '/files/logo.png', showCartLink: false }),
    );
    expect(run.after.header).toEqual({
      brand: 'logo',
      logoUrl: '/files/logo.png',
      showAccountLink: true,
      showCartLink: false,
    });
  });

  it('refuses a logo address that is not on this site or https, naming the field', () => {
    const run = runEdit(navSite(), (d, ctx) => updateHeader(d, ctx, { logoUrl: 'javascript:x' }));
    expect(run.outcome).toMatchObject({ ok: false, field: 'logoUrl' });
    expect(run.after).toBe(run.before);
  });
});
