// Countries named in a language by the runtime's Intl (the checkout's and a form's address):
// `undefined` where the runtime has no name for a code, or no names for the language at all.

export function countryNamer(language: string): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (code) => names.of(code);
  } catch {
    return () => undefined;
  }
}
