type Logger = Pick<Console, 'error'>;

const warned = new Set<string>();

/**
 * The plural category of a count in a locale (`one`, `other`, …). A locale
 * the browser has no plural rules for logs one error and falls back to English.
 */
export function pluralCategory(count: number, locale: string, logger: Logger = console): Intl.LDMLPluralRule {
  let supported = false;
  try {
    supported = Intl.PluralRules.supportedLocalesOf([locale]).length > 0;
  } catch {
    supported = false;
  }
  if (!supported) {
    if (!warned.has(locale)) {
      warned.add(locale);
      logger.error(`Plural rules are not supported for locale "${locale}"; falling back to "en".`);
    }
    return new Intl.PluralRules('en').select(count);
  }
  return new Intl.PluralRules(locale).select(count);
}

/** `1 result`, `3 results`: pick the form for the count's category, `other` when missing. */
export function pluralize(
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
  locale: string,
  logger?: Logger,
): string {
  const form = forms[pluralCategory(count, locale, logger)] ?? forms.other;
  return form.replace('{count}', String(count));
}
