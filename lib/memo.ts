// Remembering the answers of pure functions of request values (a path's route pattern, a call's granted
// roles), so each request does not work them out again. The keys come from what clients send, so the
// memory is bounded: when full it is emptied at once, and the next requests fill it again.

/** `fn`, remembering up to `max` answers by `keyOf` of its arguments. Only for pure functions. */
export function memoize<A extends readonly unknown[], R>(fn: (...args: A) => R, keyOf: (...args: A) => string, max = 1_000): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args: A): R => {
    const key = keyOf(...args);
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as R;
    const answer = fn(...args);
    if (answers.size >= max) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
