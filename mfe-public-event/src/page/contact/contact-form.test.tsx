import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { stubFetch } from '../../lib/fetch-stub'
import { ContactForm } from './contact-form'

const fetchMock = stubFetch()

const answer = (status: number, body: unknown = null, headers: Record<string, string> = {}) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/vnd.api+json', ...headers },
  })

async function fillIn() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Your name/), 'Eleni')
  await user.type(screen.getByLabelText(/Your email/), 'eleni@example.org')
  await user.selectOptions(screen.getByLabelText('Reason'), 'Question about refunds')
  await user.type(screen.getByLabelText(/Message/), 'Can I bring a friend?')
  return user
}

describe('Contact the organizer', () => {
  it('refuses an empty form beside its fields and sends nothing', async () => {
    renderWithI18n(<ContactForm event={fullPublicEvent} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3)
    expect(screen.getByLabelText(/Your name/).getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the help text and counts the message against 500 characters', async () => {
    renderWithI18n(<ContactForm event={fullPublicEvent} />)
    expect(
      screen.getByText(
        'The organizer receives your message by email and replies to the address you give.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('0 of 500 characters')).toBeTruthy()
    await userEvent.setup().type(screen.getByLabelText(/Message/), 'Hello')
    expect(screen.getByText('5 of 500 characters')).toBeTruthy()
  })

  it('posts the message and then confirms, the button disabled', async () => {
    let sent: unknown
    fetchMock.mockImplementation(async (request: Request) => {
      sent = await request.clone().json()
      return answer(204)
    })
    renderWithI18n(<ContactForm event={fullPublicEvent} />)
    const user = await fillIn()
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your message has been sent. The organizer will reply to your email.',
    )
    expect(
      (screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    const request = fetchMock.mock.calls[0]![0] as Request
    expect([request.method, new URL(request.url).pathname]).toEqual([
      'POST',
      '/api/v1/email/contact-organizer',
    ])
    expect(request.headers.get('Authorization')).toBeNull()
    expect(sent).toEqual({
      data: {
        type: 'contact-messages',
        attributes: {
          name: 'Eleni',
          email: 'eleni@example.org',
          reason: 'refund',
          message: 'Can I bring a friend?',
          event_id: '12',
        },
      },
    })
  })

  it('says "Oops something went wrong!" on failure and puts field errors beside their fields', async () => {
    fetchMock.mockResolvedValue(
      answer(422, {
        errors: [
          {
            status: '422',
            code: 'invalid_email',
            detail: 'Not deliverable',
            source: { pointer: '/data/attributes/email' },
          },
        ],
      }),
    )
    renderWithI18n(<ContactForm event={fullPublicEvent} />)
    const user = await fillIn()
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Oops something went wrong!')
    expect(screen.getByText('Not deliverable')).toBeTruthy()
    expect(
      (screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled,
    ).toBe(false)
  })

  /** Sends the filled form, the API refusing for too many messages; checks the alert's text. */
  async function refusedAs(text: string, headers: Record<string, string> = {}) {
    const errors = [{ status: '429', code: 'rate_limited', detail: '' }]
    fetchMock.mockResolvedValue(answer(429, { errors }, headers))
    renderWithI18n(<ContactForm event={fullPublicEvent} />)
    const user = await fillIn()
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text))
  }

  it('tells the visitor to wait when the API refuses for too many messages (429)', async () => {
    await refusedAs('Too many messages were sent from here. Wait a few minutes, then try again.')
  })

  it('says in how many minutes to try again when the refusal gives a Retry-After', async () => {
    await refusedAs('Too many messages were sent from here. Try again in 9 minutes.', {
      'Retry-After': '540',
    })
  })
})
