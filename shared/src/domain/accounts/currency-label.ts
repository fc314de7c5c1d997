import type { Currency } from './fields.js'

/**
 * A currency as every screen names it, in the interface language: `Euro (EUR)`, `Ευρώ (EUR)`
 * (registration and user settings offer the same list, spec "accounts" §5 and §9).
 */
export function currencyLabel(code: Currency, locale: string): string {
  const upper = code.toUpperCase()
  return `${new Intl.DisplayNames([locale], { type: 'currency' }).of(upper) ?? upper} (${upper})`
}
