import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { useRecordTitle } from '@tessera/shared/routing/record-title'
import { $locale } from '@tessera/shared/stores/locale'
import { AppRoot } from '@tessera/shared/ui/app-root'
import { catalog } from '../catalog'
import type { ContentView } from './content'
import { useDocumentTitle } from './document-title'

function Titled({
  path,
  view = { kind: 'app', app: 'manage' },
}: {
  path: string
  view?: ContentView
}) {
  useDocumentTitle(path, view)
  return null
}

function Record({ name }: { name: string }) {
  useRecordTitle(name)
  return null
}

const renderAt = (path: string, ui = <Titled path={path} />) => {
  window.history.replaceState(null, '', path)
  return render(<AppRoot catalog={catalog}>{ui}</AppRoot>)
}

beforeEach(() => {
  document.title = 'Tessera'
})
afterEach(() => {
  cleanup()
  act(() => $locale.set('en'))
})

describe('document title', () => {
  it.each([
    ['/manage/events/list-items', 'Events · Tessera'],
    ['/console/users/list-users', 'Users · Tessera'],
    ['/login', 'Sign in · Tessera'],
    ['/manage/speakers/list-speakers', 'Page not found · Tessera'],
  ])('titles %s "%s"', async (path, title) => {
    renderAt(path)
    await waitFor(() => expect(document.title).toBe(title))
  })

  it('says "Page not found" for a path nobody serves', async () => {
    renderAt('/nowhere', <Titled path="/nowhere" view={{ kind: 'notFound' }} />)
    await waitFor(() => expect(document.title).toBe('Page not found · Tessera'))
  })

  it('puts the name of the record a screen shows first, until the screen goes away', async () => {
    const path = '/manage/events/edit-item/7'
    const view = renderAt(
      path,
      <>
        <Titled path={path} />
        <Record name="Jazz night" />
      </>,
    )
    await waitFor(() => expect(document.title).toBe('Jazz night · Edit event · Tessera'))
    view.rerender(
      <AppRoot catalog={catalog}>
        <Titled path={path} />
      </AppRoot>,
    )
    await waitFor(() => expect(document.title).toBe('Edit event · Tessera'))
  })

  it('follows the interface language', async () => {
    renderAt('/manage/events/list-items')
    act(() => $locale.set('el'))
    await waitFor(() => expect(document.title).toBe('Εκδηλώσεις · Tessera'))
  })
})
