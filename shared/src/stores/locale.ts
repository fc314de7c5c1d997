import { persistentAtom } from '@nanostores/persistent'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales.js'

/** The interface language, stored locally (spec "events" §1) and sent as `Accept-Language`. */
export const $locale = persistentAtom<Locale>('tessera:locale', DEFAULT_LOCALE, {
  encode: (value) => value,
  decode: (value) => (isLocale(value) ? value : DEFAULT_LOCALE),
})

export function setLocale(locale: Locale): void {
  $locale.set(locale)
}
