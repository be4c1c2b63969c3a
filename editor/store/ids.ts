// New ids for pages, sections and blocks: 10 random base-36 characters, which fit idSchema.
// 36^10 ≈ 3.7e15 values, so a collision inside one site is not a practical concern.
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
export const ID_LENGTH = 10;

export function newId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
