// Maps keyed by names that come from input (form field ids, likert questions, product option
// names, locales): with these two helpers a name such as `__proto__`, `constructor`, `prototype`
// or `toString` is stored, looked up and checked like any other. A plain `{}` would instead set
// its prototype on `map['__proto__'] = value` (or ignore a string), and `map['constructor']`
// would answer Object's constructor for a name that was never stored.

/** An empty record with no prototype: every name written to it is an own key. */
export function nameRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** `record[name]` when the record itself holds `name`; undefined otherwise. */
export function ownValue<T>(record: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/** The names that reach Object.prototype on a plain object; tests feed them everywhere. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
] as const;
