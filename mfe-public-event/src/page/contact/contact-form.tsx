import { useState } from 'react'
import type { I18n } from '@lingui/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import { applyServerErrors } from '@tessera/shared/forms/server-errors'
import { CONTACT_MESSAGE_MAX_LENGTH } from '@tessera/shared/domain/events/contact-reasons'
import type { ContactMessageInput } from '@tessera/shared/schemas/contact-message'
import { Select, TextArea, TextField } from '@tessera/shared/ui/field'
import type { SectionProps } from '../page-props'
import { useSendContactMessage, type ContactMessage } from './send-contact-message'

/**
 * The resolver over the shared schema, loaded at the first validation: zod stays out of the page's
 * first load (the form itself is in the server's markup).
 */
function lazyResolver(i18n: I18n): Resolver<ContactMessageInput, unknown, ContactMessage> {
  return async (...args) => (await import('./contact-resolver')).contactResolver(i18n)(...args)
}

const FIELDS = { name: 'name', email: 'email', reason: 'reason', message: 'message' } as const

/** The failure's text: when to try again after too many messages (by the API's Retry-After). */
function useFailureText(error: unknown): string {
  const { t } = useLingui()
  if (!(error instanceof ApiError) || error.status !== 429) return t`Oops something went wrong!`
  if (error.retryAfterSeconds === null)
    return t`Too many messages were sent from here. Wait a few minutes, then try again.`
  const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60))
  return t`Too many messages were sent from here. Try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`
}

function FailureText({ error }: { error: unknown }) {
  return (
    <p role="alert" className="pe-form__failure">
      {useFailureText(error)}
    </p>
  )
}

/**
 * Contact the organizer (spec "events" §5): name, e-mail, one of three reasons and a message of at
 * most 500 characters with its counter; a help text before sending, a confirmation and a disabled
 * button after; "Oops something went wrong!" on failure.
 */
export function ContactForm({ event, preview }: SectionProps & { preview?: boolean }) {
  const { t, i18n } = useLingui()
  const send = useSendContactMessage()
  const { register, control, handleSubmit, setError, formState } = useForm({
    defaultValues: { name: '', email: '', reason: 'event', message: '', event_id: event.id },
    resolver: lazyResolver(i18n),
  })
  const { errors, isSubmitting } = formState
  const message = useWatch({ control, name: 'message' }) ?? ''
  const count = Array.from(message).length
  const max = CONTACT_MESSAGE_MAX_LENGTH
  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values)
    } catch (error) {
      applyServerErrors(setError, error, FIELDS)
    }
  })
  const sent = send.isSuccess
  return (
    <form noValidate onSubmit={onSubmit} className="pe-form" aria-label={t`Contact the organizer`}>
      <TextField
        label={t`Your name`}
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t`Your email`}
        type="email"
        required
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Select
        label={t`Reason`}
        options={[
          { value: 'event', label: t`Question about the event` },
          { value: 'ticket', label: t`Question about my ticket` },
          { value: 'refund', label: t`Question about refunds` },
        ]}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <TextArea
        label={t`Message`}
        required
        rows={5}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        hint={t`${count} of ${max} characters`}
        error={errors.message?.message}
        {...register('message')}
      />
      {sent ? (
        <p role="status" className="pe-form__done">
          {t`Your message has been sent. The organizer will reply to your email.`}
        </p>
      ) : (
        <p className="pe-muted">{t`The organizer receives your message by email and replies to the address you give.`}</p>
      )}
      {send.isError ? <FailureText error={send.error} /> : null}
      {preview ? <p className="pe-muted">{t`Messages cannot be sent from the preview.`}</p> : null}
      <button type="submit" className="pe-button" disabled={sent || isSubmitting || preview}>
        {t`Send message`}
      </button>
    </form>
  )
}

/**
 * The form with the query client its mutation needs, loaded when the visitor opens it
 * (`ContactDisclosure`): the page itself reads nothing from the API, so it holds no client.
 */
export function ContactFormPanel(props: SectionProps & { preview?: boolean }) {
  const [client] = useState(() => new QueryClient())
  return (
    <QueryClientProvider client={client}>
      <ContactForm {...props} />
    </QueryClientProvider>
  )
}
