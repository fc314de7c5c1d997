import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { $session } from '@tessera/shared/stores/session'
import { errorDocument, meDocument, mockApi, tokenDocument } from '../../test/api-mock'
import { renderShell } from '../../test/render'
import { LoginPage } from './login-page'

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/^Email/), email)
  await userEvent.type(screen.getByLabelText(/^Password/), password)
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('login page', () => {
  it('says the spec message for wrong credentials and stays signed out', async () => {
    mockApi({
      'POST /login': errorDocument(401, 'invalid_credentials', 'Unauthorized Access'),
    })
    renderShell(<LoginPage />)
    await signIn('maria@example.com', 'wrong-password')
    const message = await screen.findByText(
      'Unauthorized Access - The user credentials were incorrect, please try a different combination or reset your password',
    )
    expect(message.getAttribute('role')).toBe('alert')
    expect($session.get()).toBeNull()
  })

  it('signs in, loads the profile and goes where the visitor was going', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fmanage%2Ftags%2Flist-tags%3Fpage%3D2')
    const calls = mockApi({
      'POST /login': { body: tokenDocument },
      'GET /me': { body: meDocument({ role: 'organizer' }) },
    })
    renderShell(<LoginPage />)
    await signIn('Maria@Example.com ', 'correct horse')
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/manage/tags/list-tags?page=2',
      ),
    )
    expect(calls[0]!.body).toEqual({ email: 'maria@example.com', password: 'correct horse' })
    expect(calls[1]!.search).toBe('?include=roles')
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer oat_token')
    expect($session.get()).toMatchObject({
      token: 'oat_token',
      user: { name: 'Maria Papadopoulou', role: 'organizer' },
    })
  })

  it('never follows a redirect to another site', async () => {
    window.history.replaceState(null, '', '/login?redirect=https%3A%2F%2Fevil.example')
    mockApi({ 'POST /login': { body: tokenDocument }, 'GET /me': { body: meDocument() } })
    renderShell(<LoginPage />)
    await signIn('maria@example.com', 'correct horse')
    await waitFor(() =>
      expect(window.location.href).toBe(`${window.location.origin}/manage/dashboard`),
    )
  })

  it('asks for both fields before sending anything', async () => {
    const calls = mockApi({})
    renderShell(<LoginPage />)
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText('This field is required.')).toHaveLength(2)
    expect(calls).toEqual([])
  })

  it('links to registration and to the password reset', async () => {
    renderShell(<LoginPage />)
    expect(
      (await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href'),
    ).toBe('/register')
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/password/email',
    )
  })
})
