/**
 * Money is integer cents everywhere it is computed or stored; the API and forms show amounts in
 * major units (`12.5`). Conversions round to the nearest cent.
 */
export function toCents(amount: number): number {
  return Math.round(amount * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}
