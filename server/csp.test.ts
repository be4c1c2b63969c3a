import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it.each(['editor', 'preview'] as const)(
    'lets the %s page run only the app’s own scripts',
    (kind) => {
      const policy = directives(contentSecurityPolicy(kind));
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(contentSecurityPolicy(kind)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    },
  );

  it('lets nobody frame the editor, and only the site frame the preview', () => {
    expect(directives(contentSecurityPolicy('editor')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy('preview')).get('frame-ancestors')).toEqual(["'self'"]);
  });
});
