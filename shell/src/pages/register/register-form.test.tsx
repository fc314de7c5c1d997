import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { $session } from '@tessera/shared/stores/session'
import { errorDocument, meDocument, mockApi, tokenDocument } from '../../test/api-mock'
import { renderShell } from '../../test/render'
import type { HumanCheckProps } from './human-check'
import RegisterPage, { OnboardingPage } from './register-page'

// The proof of work runs in the browser (checked in Chromium); here a button stands in for it.
vi.mock('./human-check', () => ({
  HumanCheck: ({ onVerified }: HumanCheckProps) => (
    <button type="button" onClick={() => onVerified('solved-payload')}>
      Verify I am human
    </button>
  ),
}))

async function fillIn(values: {
  name?: string
  email?: string
  password?: string
  confirmation?: string
}) {
  if (values.name) await userEvent.type(await screen.findByLabelText(/^Name/), values.name)
  if (values.email) await userEvent.type(screen.getByLabelText(/^Email/), values.email)
  if (values.password)
    await userEvent.type(screen.getByLabelText(/^Password\s*\*?$/), values.password)
  if (values.confirmation)
    await userEvent.type(screen.getByLabelText(/^Password confirmation/), values.confirmation)
}

const createAccount = () => screen.queryByRole('button', { name: 'Create account' })
const terms = () =>
  screen.queryByRole('checkbox', { name: 'I agree with the terms and conditions' })

const nikos = meDocument({ name: 'Nikos Organizer', email: 'nikos@example.com', role: 'creator' })

describe('registration', () => {
  it('reveals the terms and the button only after the human check', async () => {
    renderShell(<RegisterPage />)
    await fillIn({ name: 'Nikos Organizer' })
    expect(terms()).toBeNull()
    expect(createAccount()).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Verify I am human' }))
    expect(terms()).toBeTruthy()
    expect(createAccount()).toBeTruthy()
  })

  it('keeps "Create account" disabled while a password is empty, short or mismatched', async () => {
    renderShell(<RegisterPage />)
    await userEvent.click(await screen.findByRole('button', { name: 'Verify I am human' }))
    expect(createAccount()!.hasAttribute('disabled')).toBe(true)
    await fillIn({ password: 'short', confirmation: 'short' })
    expect(createAccount()!.hasAttribute('disabled')).toBe(true)
    await userEvent.clear(screen.getByLabelText(/^Password\s*\*?$/))
    await fillIn({ password: 'long enough 1' })
    expect(createAccount()!.hasAttribute('disabled')).toBe(true)
    expect(
      screen.getByText("The Password confirmation field doesn't match The Password field"),
    ).toBeTruthy()
    await userEvent.clear(screen.getByLabelText(/^Password confirmation/))
    await fillIn({ confirmation: 'long enough 1' })
    expect(createAccount()!.hasAttribute('disabled')).toBe(false)
    expect(
      screen.queryByText("The Password confirmation field doesn't match The Password field"),
    ).toBeNull()
  })

  it('asks for the terms before sending anything', async () => {
    const calls = mockApi({})
    renderShell(<RegisterPage />)
    await fillIn({
      name: 'Nikos Organizer',
      email: 'nikos@example.com',
      password: 'a long passphrase',
      confirmation: 'a long passphrase',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Verify I am human' }))
    await userEvent.click(createAccount()!)
    expect(screen.getByText('You need to agree with our terms and conditions.')).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('creates the account, signs in and goes to the dashboard', async () => {
    const calls = mockApi({
      'POST /register': { status: 201, body: { data: nikos.data, meta: tokenDocument.meta } },
      'GET /me': { body: nikos },
    })
    renderShell(<RegisterPage />)
    await fillIn({
      name: 'Nikos Organizer',
      email: 'nikos@example.com',
      password: 'a long passphrase',
      confirmation: 'a long passphrase',
    })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'usd')
    await userEvent.click(screen.getByRole('button', { name: 'Verify I am human' }))
    await userEvent.click(terms()!)
    await userEvent.click(createAccount()!)
    await waitFor(() => expect(window.location.pathname).toBe('/manage/dashboard'))
    expect(calls[0]!.body).toEqual({
      data: {
        type: 'users',
        attributes: {
          name: 'Nikos Organizer',
          email: 'nikos@example.com',
          password: 'a long passphrase',
          password_confirmation: 'a long passphrase',
          currency: 'usd',
          terms: true,
          human_check: 'solved-payload',
        },
      },
    })
    expect([calls[1]!.method, calls[1]!.path, calls[1]!.headers.get('Authorization')]).toEqual([
      'GET',
      '/me',
      'Bearer oat_token',
    ])
    expect(await screen.findByText('Successfully registered')).toBeTruthy()
    expect($session.get()).toMatchObject({
      token: 'oat_token',
      user: { name: 'Nikos Organizer', role: 'creator' },
    })
  })

  it('says the email is taken beside the field and above the form', async () => {
    const detail = 'Oops something went wrong, this email is already registered!'
    mockApi({ 'POST /register': errorDocument(422, 'email_taken', detail, 'email') })
    renderShell(<RegisterPage />)
    await fillIn({
      name: 'Nikos Organizer',
      email: 'taken@example.com',
      password: 'a long passphrase',
      confirmation: 'a long passphrase',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Verify I am human' }))
    await userEvent.click(terms()!)
    await userEvent.click(createAccount()!)
    expect(await screen.findAllByText(detail)).toHaveLength(2)
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true')
    expect($session.get()).toBeNull()
  })

  it('asks for a new human check when the API refuses the solution', async () => {
    mockApi({
      'POST /register': errorDocument(
        422,
        'human_check_failed',
        'Please complete the human check.',
        'human_check',
      ),
    })
    renderShell(<RegisterPage />)
    await fillIn({
      name: 'Nikos Organizer',
      email: 'nikos@example.com',
      password: 'a long passphrase',
      confirmation: 'a long passphrase',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Verify I am human' }))
    await userEvent.click(terms()!)
    await userEvent.click(createAccount()!)
    expect(await screen.findByText('Please complete the human check.')).toBeTruthy()
    expect(terms()).toBeNull()
  })

  it('sends a new organizer from the onboarding card to create their first event', async () => {
    mockApi({
      'POST /register': { status: 201, body: { data: nikos.data, meta: tokenDocument.meta } },
      'GET /me': { body: nikos },
    })
    renderShell(<OnboardingPage />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start selling tickets today' }),
    ).toBeTruthy()
    await fillIn({
      name: 'Nikos Organizer',
      email: 'nikos@example.com',
      password: 'a long passphrase',
      confirmation: 'a long passphrase',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Verify I am human' }))
    await userEvent.click(terms()!)
    await userEvent.click(createAccount()!)
    await waitFor(() => expect(window.location.pathname).toBe('/manage/events/add-item'))
  })
})
