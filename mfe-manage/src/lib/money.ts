/**
 * An amount in cents in its currency (an event's, an order's), with at least two decimals (spec "events" §9).
 * `currency` is stored lowercase (`eur`); an unknown one shows as a plain number.
 */
export function formatMoney(
  cents: number,
  currency: string | null | undefined,
  locale: string,
): string {
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 }
  try {
    if (currency)
      return new Intl.NumberFormat(locale, {
        ...options,
        style: 'currency',
        currency: currency.toUpperCase(),
      }).format(cents / 100)
  } catch {
    // an unknown currency code: show the number alone
  }
  return new Intl.NumberFormat(locale, options).format(cents / 100)
}
