import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { EVENT_THEMES } from '@tessera/shared/domain/events/constants'
import { PublicEventPage } from './public-event-page'

i18n.loadAndActivate({ locale: 'en', messages: {} })

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const tiles = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'OSM' }

function page(theme: (typeof EVENT_THEMES)[number]) {
  return (
    <I18nProvider i18n={i18n}>
      <PublicEventPage
        event={{ ...fullPublicEvent, theme }}
        now="2027-05-10T12:00:00.000Z"
        mapTiles={tiles}
      />
    </I18nProvider>
  )
}

describe('server rendering and hydration', () => {
  it.each(EVENT_THEMES)(
    'the %s layout hydrates the server markup without a mismatch',
    async (theme) => {
      // The browser hydrates a while after the server rendered: a render that read the clock differs.
      vi.useFakeTimers({ now: new Date('2027-05-10T12:00:00.000Z'), toFake: ['Date'] })
      const html = renderToString(page(theme))
      vi.setSystemTime(new Date('2027-05-10T12:00:07.300Z'))
      const container = document.createElement('div')
      container.innerHTML = html
      document.body.append(container)
      const recoverable = vi.fn()
      const consoleError = vi.spyOn(console, 'error')
      await act(async () => {
        root = hydrateRoot(container, page(theme), { onRecoverableError: recoverable })
      })
      expect(recoverable).not.toHaveBeenCalled()
      expect(consoleError).not.toHaveBeenCalled()
      expect(container.querySelector('h1')?.textContent).toBe(fullPublicEvent.name)
    },
  )

  it('puts the page content in the server markup', () => {
    const html = renderToString(page('base'))
    expect(html).toContain('Athens Design Week 2027')
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/i)
    expect(html).toMatch(/<a [^>]*>Open Benaki Museum in a map</)
  })
})
