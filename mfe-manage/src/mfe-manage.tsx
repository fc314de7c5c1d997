import React from 'react'
import ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { useStore } from '@nanostores/react'
import { $locale } from '@tessera/shared/stores/locale'
import { useLocation } from '@tessera/shared/routing/navigation'

function Root() {
  const locale = useStore($locale)
  const { pathname } = useLocation()
  return <p data-testid="probe">manage {pathname} {locale}</p>
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: () => <p>error</p>,
  domElementGetter: () => document.getElementById('tessera-main')!,
})

export const { bootstrap, mount, unmount } = lifecycles
