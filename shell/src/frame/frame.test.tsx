import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import type * as Routes from '@tessera/shared/routing/routes'
import type { RouteName } from '@tessera/shared/routing/routes'
import { $session } from '@tessera/shared/stores/session'
import { renderShell } from '../test/render'
import { Footer } from './footer'
import { Frame } from './frame'

/** The role gates are tested as if every planned screen had landed; one test keeps the real flags. */
const routing = vi.hoisted(() => ({ everyRouteServed: true }))
vi.mock('@tessera/shared/routing/routes', async (importOriginal) => {
  const routes = await importOriginal<typeof Routes>()
  const allowed = (name: RouteName, role: RoleName) => routes.ROUTES[name].allow?.(role) ?? true
  return {
    ...routes,
    offers: (name: RouteName, role: RoleName) =>
      routing.everyRouteServed ? allowed(name, role) : routes.offers(name, role),
  }
})

function signInAs(role: RoleName) {
  $session.set({
    token: 't',
    expiresAt: null,
    user: {
      id: '7',
      name: 'Maria Papadopoulou',
      email: 'maria@example.com',
      role,
      profile_image: null,
      timezone: null,
      currency: null,
    },
  })
}

function setWidth(width: number) {
  ;(
    window as unknown as {
      happyDOM: { setViewport: (viewport: { width: number; height: number }) => void }
    }
  ).happyDOM.setViewport({ width, height: 900 })
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' })
const navLink = (name: string) => within(nav()).queryByRole('link', { name })

beforeEach(() => {
  routing.everyRouteServed = true
  setWidth(1400)
  window.history.replaceState(null, '', '/manage/dashboard')
})

describe('side navigation per role', () => {
  it('hides the console and staff items from a creator', async () => {
    signInAs('creator')
    renderShell(<Frame />)
    expect(await screen.findByRole('link', { name: 'Tessera' })).toBeTruthy()
    for (const name of [
      'Dashboard',
      'Calendar',
      'Collection',
      'Event list',
      'Bookings',
      'Guest management',
      'Tags',
      'Venues',
      'Speakers',
      'Sponsors',
    ]) {
      expect(navLink(name), name).toBeTruthy()
    }
    for (const name of ['Users', 'Categories', 'Roles', 'Payouts', 'Surveys', 'Attendee tickets'])
      expect(navLink(name), name).toBeNull()
    expect(within(nav()).queryByRole('button', { name: 'Console' })).toBeNull()
  })

  it('offers no entry whose screen has not landed yet', async () => {
    routing.everyRouteServed = false
    signInAs('admin')
    renderShell(<Frame />)
    await screen.findByRole('link', { name: 'Tessera' })
    for (const name of [
      'Dashboard',
      'Calendar',
      'Collection',
      'Event list',
      'Bookings',
      'Guest management',
      'Collection',
      'Tags',
      'Venues',
      'Users',
      'Categories',
      'Roles',
    ])
      expect(navLink(name), name).toBeTruthy()
    for (const name of ['Speakers', 'Sponsors', 'Payouts']) expect(navLink(name), name).toBeNull()
    expect(within(nav()).getByRole('button', { name: 'Ticketing' })).toBeTruthy()
    expect(navLink('Guest management')!.getAttribute('href')).toBe(
      '/manage/attendees/list-attendees',
    )
    expect(navLink('Bookings')!.getAttribute('href')).toBe('/manage/tickets/list-tickets')
  })

  it('shows the console and payouts to an admin, but not the developer-only items', async () => {
    signInAs('admin')
    renderShell(<Frame />)
    await screen.findByRole('link', { name: 'Tessera' })
    expect(within(nav()).getByRole('button', { name: 'Console' })).toBeTruthy()
    expect(navLink('Users')!.getAttribute('href')).toBe('/console/users/list-users')
    expect(navLink('Categories')!.getAttribute('href')).toBe('/console/categories/list-categories')
    expect(navLink('Roles')!.getAttribute('href')).toBe('/console/roles/list-roles')
    expect(navLink('Payouts')!.getAttribute('href')).toBe('/manage/reports/list-payouts')
    expect(navLink('Surveys')).toBeNull()
    expect(navLink('Attendee tickets')).toBeNull()
  })

  it('shows survey management and attendee tickets to a developer', async () => {
    signInAs('developer')
    renderShell(<Frame />)
    await screen.findByRole('link', { name: 'Tessera' })
    expect(navLink('Surveys')!.getAttribute('href')).toBe('/manage/survey/list-surveys')
    expect(navLink('Attendee tickets')!.getAttribute('href')).toBe('/manage/attendees/list-tickets')
  })

  it('links the brand to the dashboard, offers "Create event" and marks the current page', async () => {
    signInAs('creator')
    window.history.replaceState(null, '', '/manage/tags/add-tag')
    renderShell(<Frame />)
    expect((await screen.findByRole('link', { name: 'Tessera' })).getAttribute('href')).toBe(
      '/manage/dashboard',
    )
    expect(navLink('Create event')!.getAttribute('href')).toBe('/manage/events/add-item')
    expect(navLink('Tags')!.getAttribute('aria-current')).toBe('page')
    expect(navLink('Dashboard')!.getAttribute('aria-current')).toBeNull()
  })

  it('collapses a group and minimizes to icons', async () => {
    signInAs('creator')
    renderShell(<Frame />)
    const group = await screen.findByRole('button', { name: 'Resources' })
    await userEvent.click(group)
    expect(group.getAttribute('aria-expanded')).toBe('false')
    expect(navLink('Tags')).toBeNull()
    await userEvent.click(group)
    expect(navLink('Tags')).toBeTruthy()

    const minimize = screen.getByRole('button', { name: 'Show icons only' })
    await userEvent.click(minimize)
    expect(minimize.getAttribute('aria-pressed')).toBe('true')
    expect(nav().dataset.state).toBe('minimized')
    expect(navLink('Tags')).toBeTruthy()
  })
})

describe('under 1200 px', () => {
  beforeEach(() => setWidth(800))

  it('is an overlay opened from the top bar; Escape closes it and focus returns to the toggle', async () => {
    signInAs('creator')
    renderShell(<Frame />)
    const toggle = await screen.findByRole('button', { name: 'Navigation' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById('ts-sidenav')!.dataset.state).toBe('closed')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(nav().dataset.state).toBe('open')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close navigation' }))
    await userEvent.keyboard('{Escape}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
    await userEvent.click(toggle)
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation' }))
    expect(nav().dataset.state).toBe('closed')
    expect(document.activeElement).toBe(toggle)
  })

  it('closes itself after a click on an item', async () => {
    signInAs('creator')
    renderShell(<Frame />)
    await userEvent.click(await screen.findByRole('button', { name: 'Navigation' }))
    await userEvent.click(navLink('Venues')!)
    expect(window.location.pathname).toBe('/manage/venues/list-venues')
    expect(document.getElementById('ts-sidenav')!.dataset.state).toBe('closed')
  })
})

describe('language', () => {
  it('re-renders the frame in Greek when Greek is chosen', async () => {
    signInAs('admin')
    renderShell(<Frame />)
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'el')
    expect(await screen.findByRole('navigation', { name: 'Κύρια πλοήγηση' })).toBeTruthy()
    const greekNav = screen.getByRole('navigation', { name: 'Κύρια πλοήγηση' })
    expect(within(greekNav).getByRole('link', { name: 'Πίνακας ελέγχου' })).toBeTruthy()
    expect(within(greekNav).getByRole('link', { name: 'Δημιουργία εκδήλωσης' })).toBeTruthy()
    expect(within(greekNav).getByRole('button', { name: 'Διαχείριση' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Μενού λογαριασμού' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('el')
  })
})

describe('footer', () => {
  const links = {
    termsOfUse: 'https://example.com/terms-of-use',
    termsAndConditions: 'https://example.com/terms',
    feedback: 'https://example.com/feedback',
  }

  it('links the terms and, for everyone but admin, the feedback page', async () => {
    signInAs('creator')
    renderShell(<Footer links={links} />)
    expect((await screen.findByRole('link', { name: 'Terms of use' })).getAttribute('href')).toBe(
      links.termsOfUse,
    )
    expect(screen.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(
      links.termsAndConditions,
    )
    expect(screen.getByRole('link', { name: 'Feedback' })).toBeTruthy()
  })

  it('hides the feedback link from an admin', async () => {
    signInAs('admin')
    renderShell(<Footer links={links} />)
    await screen.findByRole('link', { name: 'Terms of use' })
    expect(screen.queryByRole('link', { name: 'Feedback' })).toBeNull()
    act(() => signInAs('moderator'))
    expect(screen.getByRole('link', { name: 'Feedback' })).toBeTruthy()
  })
})
