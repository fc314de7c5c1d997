import { describe, expect, it } from 'vitest'
import { currencyLabel } from './currency-label.js'

describe('currencyLabel: one format in every language', () => {
  it.each([
    ['eur', 'en', 'Euro (EUR)'],
    ['usd', 'en', 'US Dollar (USD)'],
    ['eur', 'el', 'Ευρώ (EUR)'],
    ['aud', 'el', 'Δολάριο Αυστραλίας (AUD)'],
  ] as const)('%s in %s → %s', (code, locale, label) => {
    expect(currencyLabel(code, locale)).toBe(label)
  })
})
