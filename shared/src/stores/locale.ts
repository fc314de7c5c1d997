import { persistentAtom } from '@nanostores/persistent'
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../i18n/locales.js'

const STORAGE_KEY = 'tessera:locale'
/** How long the server remembers the chosen language: a year, in seconds. */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The interface language, stored locally (spec "events" §1) and sent as `Accept-Language`. */
export const $locale = persistentAtom<Locale>(STORAGE_KEY, DEFAULT_LOCALE, {
  encode: (value) => value,
  decode: (value) => (isLocale(value) ? value : DEFAULT_LOCALE),
})

/**
 * Tells pages the server renders (the public event page) the language chosen here: the
 * `tessera_locale` cookie for the whole site, a year, SameSite=Lax.
 */
function rememberForServer(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`
}

if (typeof document !== 'undefined') {
  // A language chosen before the cookie existed reaches the server too.
  if (localStorage.getItem(STORAGE_KEY) !== null) rememberForServer($locale.get())
  $locale.listen(rememberForServer)
}

export function setLocale(locale: Locale): void {
  $locale.set(locale)
}
