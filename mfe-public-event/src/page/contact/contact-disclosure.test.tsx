import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { ContactDisclosure } from './contact-disclosure'

// The form's chunk arrives when the test says so, to see what the visitor sees meanwhile.
const chunk = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  return { arrived, arrive, requested: vi.fn() }
})
vi.mock('./contact-form', async (original) => {
  chunk.requested()
  await chunk.arrived
  return original()
})

i18n.loadAndActivate({ locale: 'en', messages: {} })

const fetchMock = vi.fn()
beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Contact the organizer, loaded when opened', () => {
  it('fetches the form when opened, says so meanwhile, then sends without a page query client', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    // As on the public page: no QueryClientProvider around it, the form brings its own.
    render(
      <I18nProvider i18n={i18n}>
        <ContactDisclosure event={fullPublicEvent} />
      </I18nProvider>,
    )
    const opener = screen.getByRole('button', { name: 'Contact the organizer' })
    expect(opener.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('form')).toBeNull()
    expect(chunk.requested).not.toHaveBeenCalled()

    const user = userEvent.setup()
    await user.click(opener)
    expect(opener.getAttribute('aria-expanded')).toBe('true')
    expect(chunk.requested).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toBe('Loading the contact form…')

    chunk.arrive()
    const form = await screen.findByRole('form', { name: 'Contact the organizer' })
    expect(screen.queryByText('Loading the contact form…')).toBeNull()
    await user.type(screen.getByLabelText(/Your name/), 'Eleni')
    await user.type(screen.getByLabelText(/Your email/), 'eleni@example.org')
    await user.type(screen.getByLabelText(/Message/), 'Is there parking?')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your message has been sent. The organizer will reply to your email.',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)

    // Closing hides the form and keeps what it holds; opening shows it again.
    await user.click(opener)
    expect(opener.getAttribute('aria-expanded')).toBe('false')
    expect(form.closest('[hidden]')).not.toBeNull()
    await user.click(opener)
    expect(form.closest('[hidden]')).toBeNull()
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Eleni')
  })
})
