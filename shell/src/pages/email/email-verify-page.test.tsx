import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { $session } from '@tessera/shared/stores/session'
import { errorDocument, mockApi } from '../../test/api-mock'
import { renderShell } from '../../test/render'
import EmailVerifyPage from './email-verify-page'

const open = (search: string) => window.history.replaceState(null, '', `/email/verify${search}`)

afterEach(() => $session.set(null))

describe('the e-mail verification link', () => {
  it('confirms the address once as it opens and leads a visitor to sign in', async () => {
    open('?token=7.1999999999.sig')
    const calls = mockApi({
      'POST /email-verification': {
        body: { meta: { email: 'maria@example.com', email_verified_at: '2026-11-28T08:00:00Z' } },
      },
    })
    renderShell(<EmailVerifyPage />)
    expect(
      await screen.findByText('Your e-mail address maria@example.com is confirmed.'),
    ).toBeTruthy()
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/email-verification', { token: '7.1999999999.sig' }],
    ])
    expect(
      screen.getByRole('link', { name: 'Sign in to see your tickets' }).getAttribute('href'),
    ).toBe('/login')
  })

  it('says why a refused link does not work, and leads a signed-in user to My tickets', async () => {
    open('?token=expired')
    $session.set({ token: 'tok', expiresAt: null, user: null })
    mockApi({
      'POST /email-verification': errorDocument(422, 'verification_link_expired', 'expired'),
      'GET /me': errorDocument(500, 'server_error', 'not part of this test'),
    })
    renderShell(<EmailVerifyPage />)
    expect(
      await screen.findByText(
        'This verification link has expired. Send yourself a new one from My tickets.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open My tickets' }).getAttribute('href')).toBe(
      '/manage/attendees/list-tickets',
    )
  })

  it('a link without a token is refused without asking the API', async () => {
    open('')
    const calls = mockApi({})
    renderShell(<EmailVerifyPage />)
    expect(
      await screen.findByText(
        'This verification link is not valid. Send yourself a new one from My tickets.',
      ),
    ).toBeTruthy()
    expect(calls).toEqual([])
  })
})
