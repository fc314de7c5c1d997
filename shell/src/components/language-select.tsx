import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { LOCALE_NAMES, LOCALES, isLocale } from '@tessera/shared/i18n/locales'
import { $locale, setLocale } from '@tessera/shared/stores/locale'

/** The language selector: every app on the page follows `$locale` (and stores the choice). */
export function LanguageSelect() {
  const { t } = useLingui()
  const locale = useStore($locale)
  return (
    <label className="ts-language">
      <span className="ts-visually-hidden">{t`Language`}</span>
      <select
        className="ts-input ts-select ts-language__select"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value)
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
