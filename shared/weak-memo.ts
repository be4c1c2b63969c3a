// Remembering a pure function of two objects (immutable document values, definitions): the
// same two give the same answer, the very same object, so a selector comparing by identity
// sees no change; the memory goes with either object.
export function memoByPair<A extends object, B extends object, R>(
  compute: (first: A, second: B) => R,
): (first: A, second: B) => R {
  const known = new WeakMap<A, WeakMap<B, { readonly value: R }>>();
  return (first, second) => {
    let bySecond = known.get(first);
    const hit = bySecond?.get(second);
    if (hit) return hit.value;
    const value = compute(first, second);
    if (!bySecond) {
      bySecond = new WeakMap();
      known.set(first, bySecond);
    }
    bySecond.set(second, { value });
    return value;
  };
}
