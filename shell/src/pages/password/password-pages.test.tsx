import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { $session } from '@tessera/shared/stores/session'
import { errorDocument, meDocument, mockApi, tokenDocument } from '../../test/api-mock'
import { renderShell } from '../../test/render'
import PasswordEmailPage from './password-email-page'
import PasswordResetPage from './password-reset-page'

const resetLink = '/password/reset?token=abc123&email=maria%40example.com'

async function choosePassword(password: string, confirmation = password) {
  await userEvent.type(await screen.findByLabelText(/^New password/), password)
  await userEvent.type(screen.getByLabelText(/^Password confirmation/), confirmation)
  await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
}

describe('asking for a reset link', () => {
  it('confirms without saying whether the address has an account', async () => {
    const calls = mockApi({ 'POST /password-forgot': { status: 204 } })
    renderShell(<PasswordEmailPage />)
    await userEvent.type(await screen.findByLabelText(/^Email/), 'nobody@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }))
    expect(
      await screen.findByText(
        'If an account exists for nobody@example.com, we have sent it a link to choose a new password.',
      ),
    ).toBeTruthy()
    expect(calls.map((call) => call.body)).toEqual([{ email: 'nobody@example.com' }])
  })

  it('says reset is disabled in the demo', async () => {
    mockApi({
      'POST /password-forgot': errorDocument(403, 'demo_mode', 'This is disabled in the demo.'),
    })
    renderShell(<PasswordEmailPage />)
    await userEvent.type(await screen.findByLabelText(/^Email/), 'maria@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }))
    expect(await screen.findByText('Password reset is disabled in the demo.')).toBeTruthy()
  })
})

describe('choosing a new password', () => {
  it('sets it, signs in and opens the dashboard with a success toast', async () => {
    window.history.replaceState(null, '', resetLink)
    const calls = mockApi({
      'POST /password-reset': { body: tokenDocument },
      'GET /me': { body: meDocument() },
    })
    renderShell(<PasswordResetPage />)
    expect(await screen.findByText('Choose a new password for maria@example.com.')).toBeTruthy()
    await choosePassword('a brand new secret')
    await waitFor(() => expect(window.location.pathname).toBe('/manage/dashboard'))
    expect(calls[0]!.body).toEqual({
      email: 'maria@example.com',
      token: 'abc123',
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    })
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy()
    expect($session.get()).toMatchObject({
      token: 'oat_token',
      user: { email: 'maria@example.com' },
    })
  })

  it('checks the confirmation before sending', async () => {
    window.history.replaceState(null, '', resetLink)
    const calls = mockApi({})
    renderShell(<PasswordResetPage />)
    await choosePassword('a brand new secret', 'something else')
    expect(
      screen.getByText("The Password confirmation field doesn't match The Password field"),
    ).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('says clearly when the link is invalid or expired, with a way to ask again', async () => {
    window.history.replaceState(null, '', resetLink)
    mockApi({
      'POST /password-reset': errorDocument(
        422,
        'invalid_reset_token',
        'This password reset link is invalid or has expired.',
        'token',
      ),
    })
    renderShell(<PasswordResetPage />)
    await choosePassword('a brand new secret')
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/password/email',
    )
    expect(screen.queryByLabelText(/^New password/)).toBeNull()
    expect($session.get()).toBeNull()
  })

  it('treats a link without its token as invalid', async () => {
    window.history.replaceState(null, '', '/password/reset?email=maria%40example.com')
    renderShell(<PasswordResetPage />)
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeTruthy()
  })

  it('says reset is disabled in the demo', async () => {
    window.history.replaceState(null, '', resetLink)
    mockApi({
      'POST /password-reset': errorDocument(403, 'demo_mode', 'This is disabled in the demo.'),
    })
    renderShell(<PasswordResetPage />)
    await choosePassword('a brand new secret')
    expect(await screen.findByText('Password reset is disabled in the demo.')).toBeTruthy()
  })
})
