import { describe, expect, it } from 'vitest';
import { navSite } from './nav-testing';
import { runEdit } from './testing';
import { updateFooter } from './update-footer';

describe('updateFooter', () => {
  it('hides the footer navigation', () => {
    const run = runEdit(navSite(), (d, ctx) => updateFooter(d, ctx, { showNavigation: false }));
    expect(run.after.footer.showNavigation).toBe(false);
  });

  it('sets the social links, typing merged into one step', () => {
    const socialLinks = [{ id: 'i', url: 'https://www.instagram.com/me' }];
    const run = runEdit(navSite(), (d, ctx) => updateFooter(d, ctx, { socialLinks }));
    expect(run.outcome).toEqual({ ok: true, mergeKey: 'footer:social' });
    expect(run.after.footer.socialLinks).toEqual(socialLinks);
  });

  it('refuses a social link that is not https', () => {
    const socialLinks = [{ id: 'i', url: 'http://example.com' }];
    const run = runEdit(navSite(), (d, ctx) => updateFooter(d, ctx, { socialLinks }));
    expect(run.outcome).toMatchObject({ ok: false, field: 'socialLinks.0.url' });
    expect(run.after).toBe(run.before);
  });
});
