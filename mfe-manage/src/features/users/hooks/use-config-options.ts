import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CURRENCIES } from '@tessera/shared/domain/accounts/fields'
import { currencyLabel } from '@tessera/shared/domain/accounts/currency-label'
import type { SelectOption } from '@tessera/shared/ui/field'

/** Every IANA time zone the browser knows, plus the saved one if the browser lacks it. */
export function useTimeZoneOptions(saved: string | null): SelectOption[] {
  return useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone')
    const all = saved && !zones.includes(saved) ? [saved, ...zones] : zones
    return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))
  }, [saved])
}

/** The currencies Tessera takes (spec "accounts" §9), named in the interface language. */
export function useCurrencyOptions(): SelectOption[] {
  const { i18n } = useLingui()
  return useMemo(
    () => CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code, i18n.locale) })),
    [i18n.locale],
  )
}
