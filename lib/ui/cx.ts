/**
 * A class attribute from parts: falsy parts (a condition that did not hold,
 * an optional class not given) are left out. `cx('link', active && 'is-active')`.
 */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
