import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { EventMap } from './event-map'

const leaflet = vi.hoisted(() => ({ mountMap: vi.fn(), remove: vi.fn() }))
vi.mock('./leaflet-map', () => ({ mountMap: leaflet.mountMap }))

/** An IntersectionObserver whose watched element the test brings near the viewport. */
class NearViewport {
  static instances: NearViewport[] = []
  watched: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    NearViewport.instances.push(this)
  }
  observe(element: Element) {
    this.watched.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
  show(isIntersecting: boolean) {
    const entries = this.watched.map((target) => ({ target, isIntersecting }))
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver)
  }
}

const tiles = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'OSM' }

beforeEach(() => {
  NearViewport.instances = []
  leaflet.mountMap.mockReturnValue(leaflet.remove)
  vi.stubGlobal('IntersectionObserver', NearViewport)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('the Where map', () => {
  it('shows the address in its box until the box is near the viewport and the visitor acts, then mounts Leaflet', async () => {
    const { unmount } = renderWithI18n(<EventMap venues={fullPublicEvent.venues} tiles={tiles} />)
    const map = screen.getByRole('region', { name: 'Map of the venue' })
    const placeholder = map.querySelector('[aria-hidden="true"]')!
    expect(placeholder.textContent).toContain('Benaki Museum')
    const [observer] = NearViewport.instances
    expect(observer!.options?.rootMargin).toMatch(/^\d+px/)

    await act(async () => observer!.show(false))
    expect(leaflet.mountMap).not.toHaveBeenCalled()

    await act(async () => observer!.show(true))
    expect(observer!.disconnected).toBe(true)
    // Near, but nobody has moved yet (a crawler, a benchmark): the address stays.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(leaflet.mountMap).not.toHaveBeenCalled()

    await act(async () => window.dispatchEvent(new Event('pointermove')))
    await vi.waitFor(() => expect(leaflet.mountMap).toHaveBeenCalledTimes(1))
    window.dispatchEvent(new Event('keydown'))
    const [canvas, usedTiles, points] = leaflet.mountMap.mock.calls[0]!
    expect(map.contains(canvas)).toBe(true)
    expect(usedTiles).toEqual(tiles)
    expect(points).toEqual([expect.objectContaining({ lat: 37.9786, long: 23.7095 })])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(leaflet.mountMap).toHaveBeenCalledTimes(1)

    unmount()
    expect(leaflet.remove).toHaveBeenCalledTimes(1)
  })

  it('takes a page scrolled before the map appeared for a visitor who has acted', async () => {
    vi.stubGlobal('scrollY', 300)
    renderWithI18n(<EventMap venues={fullPublicEvent.venues} tiles={tiles} />)
    await act(async () => NearViewport.instances[0]!.show(true))
    await vi.waitFor(() => expect(leaflet.mountMap).toHaveBeenCalledTimes(1))
  })

  it('never loads Leaflet when the map is gone before it came near', async () => {
    const { unmount } = renderWithI18n(<EventMap venues={fullPublicEvent.venues} tiles={tiles} />)
    const [observer] = NearViewport.instances
    unmount()
    expect(observer!.disconnected).toBe(true)
    window.dispatchEvent(new Event('pointermove'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(leaflet.mountMap).not.toHaveBeenCalled()
  })
})
