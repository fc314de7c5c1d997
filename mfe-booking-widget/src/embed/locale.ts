import type { MessageDescriptor, Messages } from '@lingui/core'
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

/** The element's compiled catalog in `locale`: English is inline, Greek its own chunk. */
export async function elementCatalog(locale: Locale): Promise<Messages> {
  return locale === 'el' ? (await import('../locales/el/messages.po')).messages : english
}

/**
 * A message without placeholders straight from a compiled catalog: all the button needs, so the
 * first load carries no Lingui runtime (the modal brings it, with its own `I18n`).
 */
export function plainText(messages: Messages, descriptor: MessageDescriptor): string {
  const compiled = messages[descriptor.id]
  return Array.isArray(compiled) ? compiled.join('') : (compiled ?? '')
}
