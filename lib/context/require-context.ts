/**
 * The value of a React context, or an error naming the provider when a hook
 * runs outside it. Pure so the rule is tested without React.
 */
export function requireContextValue<T>(value: T | null | undefined, hookName: string, providerName: string): T {
  if (value === null || value === undefined) {
    throw new Error(
      `${hookName} must be used inside <${providerName}>: no ${providerName} was found above this component.`,
    );
  }
  return value;
}
