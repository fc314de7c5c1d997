import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { PublicEventPage } from './page/public-event-page'
import type { PublicEventPageProps } from './page/page-props'

/**
 * What the server renders and the browser hydrates: the page in its language. It reads no query:
 * the contact form brings its own query client in its chunk, loaded when a visitor opens it.
 */
export function PageRoot({ i18n, ...page }: PublicEventPageProps & { i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <PublicEventPage {...page} />
    </I18nProvider>
  )
}
