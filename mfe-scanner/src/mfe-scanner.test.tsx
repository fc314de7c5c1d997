import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { $locale } from '@tessera/shared/stores/locale'
import { $session } from '@tessera/shared/stores/session'
import { mfeHarness } from '@tessera/shared/ui/test-mfe'
import * as lifecycles from './mfe-scanner'

const app = mfeHarness(lifecycles, 'scanner')
beforeEach(() => app.setUp())
afterEach(async () => {
  await app.tearDown()
  $session.set(null)
})

const signInAs = (role: 'organizer' | 'creator') =>
  $session.set({
    token: 't',
    expiresAt: null,
    user: {
      id: '8',
      name: 'Ana',
      email: 'ana@example.com',
      role,
      profile_image: null,
      timezone: null,
      currency: null,
    },
  })

describe('scanner app', () => {
  it('serves Scan tickets to a role whose plan has it', async () => {
    signInAs('organizer')
    await app.mountAt('/manage/event-scan')
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Scan tickets' },
      { timeout: 5000 },
    )
    expect(app.main().contains(heading)).toBe(true)
  })

  it('shows the not-found page to a free plan', async () => {
    signInAs('creator')
    await app.mountAt('/manage/event-scan')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' })
    expect(app.main().contains(heading)).toBe(true)
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/manage/dashboard',
    )
  })

  it('speaks Greek when the interface language is Greek', async () => {
    $locale.set('el')
    await app.mountAt('/manage/event-scan/unknown')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Η σελίδα δεν βρέθηκε' }),
    ).toBeTruthy()
    expect(document.documentElement.lang).toBe('el')
  })

  it('leaves the main element empty when unmounted', async () => {
    await app.mountAt('/manage/event-scan/unknown')
    await screen.findByRole('heading', { level: 1 })
    await app.unmount()
    expect(app.main().childElementCount).toBe(0)
  })
})
