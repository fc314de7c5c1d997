import { setupI18n, type I18n } from '@lingui/core'
import { messages as el } from '../locales/el/messages.js'
import { messages as en } from '../locales/en/messages.js'
import type { Locale } from './locales.js'

const instances = new Map<Locale, I18n>()

/** A Lingui instance with the shared catalog for server-made texts (API `detail`, e-mails). */
export function serverI18n(locale: Locale): I18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = setupI18n({ locale, messages: { en, el } })
    instances.set(locale, instance)
  }
  return instance
}
