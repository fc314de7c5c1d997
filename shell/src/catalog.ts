import type { CatalogLoader } from '@tessera/shared/i18n/activate'

/** The shell's own messages (the shared catalog is loaded beside them by `AppRoot`). */
export const catalog: CatalogLoader = async (locale) =>
  locale === 'el'
    ? (await import('./locales/el/messages.po')).messages
    : (await import('./locales/en/messages.po')).messages
