import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { PublicEventPage, type PublicEventPageProps } from './page/public-event-page'

/** What the server renders and the browser hydrates: the page in its language. */
export function PageRoot({ i18n, ...page }: PublicEventPageProps & { i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <PublicEventPage {...page} />
    </I18nProvider>
  )
}
