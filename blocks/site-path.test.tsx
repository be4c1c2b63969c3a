// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { type ReactNode, useContext } from 'react';
import { describe, expect, it } from 'vitest';
import { useSiteHref, useSitePath } from './site-path';
import { StorefrontContext } from './storefront/context';

function withPrefix(pathPrefix: string | undefined) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const value = { ...useContext(StorefrontContext), pathPrefix };
    return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
  };
}

describe('site paths in the page language', () => {
  it("puts the language's prefix before site paths, and refuses unsafe links", () => {
    const { result } = renderHook(() => ({ path: useSitePath(), href: useSiteHref() }), {
      wrapper: withPrefix('/fr'),
    });
    expect(result.current.path('/about')).toBe('/fr/about');
    expect(result.current.href('/about')).toBe('/fr/about');
    expect(result.current.href('https://example.com/')).toBe('https://example.com/');
    expect(result.current.href('javascript:alert(1)')).toBeNull();
  });

  it('leaves paths as they are without a prefix (the default language, the frame)', () => {
    const { result } = renderHook(() => useSiteHref(), { wrapper: withPrefix(undefined) });
    expect(result.current('/about')).toBe('/about');
  });

  it('gives the same functions on every render for one prefix, others for another', () => {
    const { result, rerender } = renderHook(() => ({ path: useSitePath(), href: useSiteHref() }), {
      wrapper: withPrefix('/de'),
    });
    const first = result.current;
    rerender();
    expect(result.current.path).toBe(first.path);
    expect(result.current.href).toBe(first.href);
    const other = renderHook(() => useSitePath(), { wrapper: withPrefix('/fr') });
    expect(other.result.current).not.toBe(first.path);
  });
});
