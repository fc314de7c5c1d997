import React from 'react'
import ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { AppRoot } from '@tessera/shared/ui/app-root'
import { ErrorPage } from '@tessera/shared/ui/error-page'
import { AppRoutes } from './app/routes'
import { catalog } from './catalog'

function Root() {
  return (
    <AppRoot catalog={catalog}>
      <AppRoutes />
    </AppRoot>
  )
}

/**
 * The organizer area (`/manage/*`) and the admin console (`/console/*`). A screen that throws shows
 * the error page; the boundary sits outside `AppRoot`, so it reads the shared Lingui instance.
 */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error: Error) => (
    <I18nProvider i18n={i18n}>
      <ErrorPage error={error} />
    </I18nProvider>
  ),
  domElementGetter: () => document.getElementById('tessera-main')!,
})

export const { bootstrap, mount, unmount } = lifecycles
