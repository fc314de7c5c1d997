export const LOCALES = ['en', 'el'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The cookie carrying the visitor's interface language to the server (the public event page). */
export const LOCALE_COOKIE = 'tessera_locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Picks `en` or `el` from an `Accept-Language` header (first supported language wins). */
export function localeFromHeader(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2)
    if (isLocale(tag)) return tag
  }
  return DEFAULT_LOCALE
}

/** The names of the languages, each in its own language (for the language selector). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a language's own name is never translated
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', el: 'Ελληνικά' }
