// The server of a site speaking English and one other language, as the Translations sections'
// tests need it: the language settings, and a record with no words translated yet.

/** A fetch answering the site's languages (English and `other`) and `kind` `id`'s empty words. */
export function twoLanguageFetch(kind: string, id: string, other: string) {
  return async (path: RequestInfo | URL): Promise<Response> =>
    String(path) === '/api/multilingual/settings'
      ? Response.json({
          enabled: true,
          defaultLanguage: 'en-US',
          languages: [
            { code: 'en-US', isDefault: true },
            { code: other, isDefault: false },
          ],
        })
      : Response.json({ kind, id, defaultLanguage: 'en-US', translations: {} });
}
