import React, { type ComponentType } from 'react'
import ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { CatalogLoader } from '../i18n/activate.js'
import { AppRoot } from './app-root.js'
import { ErrorPage } from './error-page.js'

/**
 * The single-spa lifecycles of a micro-frontend (`single-spa-react`): its routes inside `AppRoot`
 * with the app's own catalog, the shared error page as the error boundary, mounted into the
 * shell's `#tessera-main` (a parcel gets `props.domElement` instead). Every MFE exports these.
 */
export function mfeLifecycles({
  catalog,
  Routes,
}: {
  catalog: CatalogLoader
  Routes: ComponentType
}) {
  function Root() {
    return (
      <AppRoot catalog={catalog}>
        <Routes />
      </AppRoot>
    )
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // The boundary renders outside AppRoot: give it the shared Lingui instance AppRoot activated.
    errorBoundary: (error: Error) => (
      <I18nProvider i18n={i18n}>
        <ErrorPage error={error} />
      </I18nProvider>
    ),
    domElementGetter: () => document.getElementById('tessera-main')!,
  })
}
