import { setupI18n, type I18n } from '@lingui/core'
import { isLocale, type Locale } from '@tessera/shared/i18n/locales'
import { messages as english } from '../locales/en/messages.po'

/**
 * The element's language: its `lang` attribute, else the host page's `<html lang>`, else English
 * (only the language part: `el-GR` is Greek).
 */
export function elementLocale(lang: string | undefined, pageLang: string): Locale {
  const code = (lang || pageLang).slice(0, 2).toLowerCase()
  return isLocale(code) ? code : 'en'
}

/**
 * A Lingui instance of the element's own (never the host page's, never shared between elements):
 * English inline, Greek loaded when first asked for.
 */
export function elementI18n(): I18n {
  return setupI18n({ locale: 'en', messages: { en: english } })
}

/** Loads and activates `locale` (Greek is its own chunk). */
export async function activate(i18n: I18n, locale: Locale): Promise<void> {
  if (locale === 'el') i18n.load('el', (await import('../locales/el/messages.po')).messages)
  i18n.activate(locale)
}
