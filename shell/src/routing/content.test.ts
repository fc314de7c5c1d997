import { describe, expect, it } from 'vitest'
import { guardRedirect, safeRedirect } from '@tessera/shared/routing/routes'
import { activeApp, contentFor, type RemoteApp } from './content'

const signedOut = { signedIn: false, role: 'guest' } as const
const creator = { signedIn: true, role: 'creator' } as const
const admin = { signedIn: true, role: 'admin' } as const
const none = new Set<RemoteApp>()

describe('guard decisions', () => {
  it.each([
    // path, search, signed in, where the guard sends the visitor
    ['/', '', false, '/manage/dashboard'],
    ['/', '', true, '/manage/dashboard'],
    ['/manage/dashboard', '', false, '/login?redirect=%2Fmanage%2Fdashboard'],
    [
      '/manage/events/list-items',
      '?page=2',
      false,
      '/login?redirect=%2Fmanage%2Fevents%2Flist-items%3Fpage%3D2',
    ],
    ['/console/users/list-users', '', false, '/login?redirect=%2Fconsole%2Fusers%2Flist-users'],
    ['/manage/no-such-screen', '', false, '/login?redirect=%2Fmanage%2Fno-such-screen'],
    ['/manage/dashboard', '', true, null],
    ['/login', '', true, '/manage/dashboard'],
    ['/register', '', true, '/manage/dashboard'],
    ['/password/email', '', true, '/manage/dashboard'],
    ['/login', '', false, null],
    ['/password/reset', '?token=t&email=a%40b.co', true, null],
    ['/event/abc', '', false, null],
    ['/no-such-page', '', false, null],
  ])('%s%s (signed in: %s) → %s', (path, search, signedIn, target) => {
    expect(guardRedirect(path, search, signedIn)).toBe(target)
  })

  it.each([
    ['/console/users/list-users', '/console/users/list-users'],
    [null, '/manage/dashboard'],
    ['https://evil.example/steal', '/manage/dashboard'],
    ['//evil.example', '/manage/dashboard'],
    ['/\\evil.example', '/manage/dashboard'],
  ])('after sign-in, redirect=%s goes to %s', (value, target) => {
    expect(safeRedirect(value)).toBe(target)
  })
})

describe('activeApp', () => {
  it.each([
    ['/manage/dashboard', creator, 'manage'],
    ['/manage/dashboard', signedOut, null],
    ['/console/users/list-users', creator, null],
    ['/console/users/list-users', admin, 'manage'],
    ['/manage/reports/list-payouts', creator, null],
    ['/manage/reports/list-payouts', admin, 'manage'],
    // Scanning is a plan feature (spec "accounts" §6): not for the free creator.
    ['/manage/event-scan', creator, null],
    ['/manage/event-scan', admin, 'scanner'],
    ['/scan/tdl_abc', signedOut, 'scanner'],
    ['/event/summer-fest', signedOut, 'publicEvent'],
    ['/login', signedOut, null],
    ['/nowhere', creator, null],
  ] as const)('%s for %o → %s', (path, viewer, app) => {
    expect(activeApp(path, '', viewer)).toBe(app)
  })
})

describe('contentFor', () => {
  it('frames the management apps and leaves public pages bare', () => {
    expect(contentFor('/manage/dashboard', '', creator, none)).toEqual({
      layout: 'frame',
      view: { kind: 'app', app: 'manage' },
    })
    expect(contentFor('/event/summer-fest', '', signedOut, none)).toEqual({
      layout: 'bare',
      view: { kind: 'app', app: 'publicEvent' },
    })
  })

  it('shows the shell pages bare', () => {
    expect(contentFor('/login', '', signedOut, none)).toEqual({
      layout: 'bare',
      view: { kind: 'page', page: 'login' },
    })
    expect(contentFor('/offer-onboarding', '', signedOut, none)).toEqual({
      layout: 'bare',
      view: { kind: 'page', page: 'onboarding' },
    })
  })

  it('shows the not-found page for unknown paths, framed for a signed-in visitor', () => {
    expect(contentFor('/nowhere', '', creator, none)).toEqual({
      layout: 'frame',
      view: { kind: 'notFound' },
    })
    expect(contentFor('/nowhere', '', signedOut, none)).toEqual({
      layout: 'bare',
      view: { kind: 'notFound' },
    })
  })

  it('shows the not-found page for a route the role may not open', () => {
    expect(contentFor('/console/roles/list-roles', '', creator, none).view).toEqual({
      kind: 'notFound',
    })
    expect(contentFor('/console/roles/list-roles', '', admin, none).view).toEqual({
      kind: 'app',
      app: 'manage',
    })
  })

  it('shows the error page in place of an app that failed to load', () => {
    expect(contentFor('/manage/dashboard', '', creator, new Set<RemoteApp>(['manage']))).toEqual({
      layout: 'frame',
      view: { kind: 'broken', app: 'manage' },
    })
  })

  it('shows nothing while the guard redirects', () => {
    expect(contentFor('/', '', creator, none).view).toEqual({ kind: 'redirect' })
    expect(contentFor('/manage/dashboard', '', signedOut, none).view).toEqual({ kind: 'redirect' })
  })
})
