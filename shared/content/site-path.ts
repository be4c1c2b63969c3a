// The one rule for "is this address a path of this site?", on the server and in the browser:
// product image addresses, form redirects, links routed inside the frame, link and image
// settings that start with "/", the sanitizer's other-host test.
//
// A browser reads more than `//host` as "another host": it turns `\` into `/` (`/\host`,
// `\\host`), drops tabs and line breaks anywhere in the address (`/\t/host`), and some servers
// and proxies decode `%5C` and `%2F` before routing (`/%5Chost`, `/%2F/host`). So a site path
// starts with exactly one `/`, then neither `/` nor `\`; holds no `\`, no control character
// (tab, CR, LF, NUL, DEL...) and no encoded backslash anywhere; and does not start with an
// encoded slash. Anything else (`javascript:`, `https://...`, `about`, `#top`, `?q`) is not a
// site path: callers that also take anchors or full addresses check those on their own.

/** True when `value` is a path of this site (see the header). */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value[0] !== '/') return false;
  if (value[1] === '/' || value[1] === '\\') return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return false;
  }
  const lower = value.toLowerCase();
  return !lower.includes('%5c') && !lower.startsWith('/%2f');
}
