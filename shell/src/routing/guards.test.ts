import { afterEach, describe, expect, it, vi } from 'vitest'
import { $session } from '@tessera/shared/stores/session'
import { installGuards, redirectOnFirstLoad } from './guards'

vi.mock('single-spa', () => ({ triggerAppChange: vi.fn(async () => undefined) }))

const signInAsCreator = () =>
  $session.set({
    token: 't',
    expiresAt: null,
    user: {
      id: '1',
      name: 'A',
      email: 'a@b.co',
      role: 'creator',
      profile_image: null,
      timezone: null,
      currency: null,
    },
  })

function beforeRouting(newUrl: string, oldUrl: string) {
  const cancelNavigation = vi.fn()
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', {
      detail: { newUrl, oldUrl, cancelNavigation },
    }),
  )
  return cancelNavigation
}

const here = () => window.location.pathname + window.location.search

afterEach(() => vi.clearAllMocks())

describe('first load', () => {
  it('sends a signed-out visitor of a guarded page to Login, keeping where they were going', () => {
    window.history.replaceState(null, '', '/manage/tags/list-tags?page=2')
    redirectOnFirstLoad()
    expect(here()).toBe('/login?redirect=%2Fmanage%2Ftags%2Flist-tags%3Fpage%3D2')
  })

  it('sends / to the dashboard and a signed-in visitor away from the sign-in pages', () => {
    signInAsCreator()
    window.history.replaceState(null, '', '/')
    redirectOnFirstLoad()
    expect(here()).toBe('/manage/dashboard')
    window.history.replaceState(null, '', '/register')
    redirectOnFirstLoad()
    expect(here()).toBe('/manage/dashboard')
  })

  it('leaves an allowed page alone', () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fmanage%2Fdashboard')
    redirectOnFirstLoad()
    expect(here()).toBe('/login?redirect=%2Fmanage%2Fdashboard')
  })
})

describe('before each reroute', () => {
  installGuards()
  const origin = window.location.origin

  it('cancels a guarded navigation and redirects once single-spa has settled', () => {
    window.history.replaceState(null, '', '/login')
    const cancel = beforeRouting(`${origin}/manage/dashboard`, `${origin}/login`)
    expect(cancel).toHaveBeenCalledOnce()
    expect(here()).toBe('/login')
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'))
    expect(here()).toBe('/login?redirect=%2Fmanage%2Fdashboard')
  })

  it('judges the URL the visitor is on when they moved during the reroute (logging out)', () => {
    window.history.replaceState(null, '', '/manage/dashboard')
    // Signing out re-runs the activity functions for the current URL while Login is being opened.
    beforeRouting(`${origin}/manage/dashboard`, `${origin}/manage/dashboard`)
    window.history.pushState(null, '', '/login')
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'))
    expect(here()).toBe('/login')
  })

  it('lets an allowed navigation through', () => {
    signInAsCreator()
    const cancel = beforeRouting(`${origin}/manage/tags/list-tags`, `${origin}/manage/dashboard`)
    expect(cancel).not.toHaveBeenCalled()
  })

  it('sends a visitor whose session ended to Login, unless they are already going there', async () => {
    signInAsCreator()
    window.history.replaceState(null, '', '/manage/venues/list-venues')
    $session.set(null)
    await Promise.resolve()
    expect(here()).toBe('/login?redirect=%2Fmanage%2Fvenues%2Flist-venues')

    signInAsCreator()
    window.history.replaceState(null, '', '/manage/dashboard')
    $session.set(null)
    window.history.pushState(null, '', '/login')
    await Promise.resolve()
    expect(here()).toBe('/login')
  })
})
