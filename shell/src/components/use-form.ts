import { useState, type ChangeEvent } from 'react'
import type { z } from 'zod'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import { formErrors } from '@tessera/shared/errors/issues'
import { errorText } from '@tessera/shared/errors/messages'

type Values = Record<string, string>

/** The message above a form for an API error: by default the code's text, "fill-up" for field errors. */
export type AlertFor = (error: ApiError) => string | null

/**
 * State of a small form: values, errors beside fields (from the shared zod schema before sending,
 * from `ApiError.fieldErrors` after), an alert for the whole form and the busy flag.
 */
export function useForm<V extends Values>(initial: V, alertFor?: AlertFor) {
  const { i18n } = useLingui()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const bind = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  })

  const defaultAlert: AlertFor = (error) =>
    Object.keys(error.fieldErrors).length > 0
      ? errorText(i18n, 'validation_failed')
      : errorText(i18n, error.code)

  /** Validates `input` with `schema`, then runs `send`; true when it succeeded. */
  async function submit<S extends z.ZodType>(
    schema: S,
    input: unknown,
    send: (data: z.infer<S>) => Promise<void>,
  ): Promise<boolean> {
    const parsed = schema.safeParse(input, { reportInput: true })
    setAlert(null)
    if (!parsed.success) {
      setErrors(formErrors(parsed.error, i18n))
      return false
    }
    setErrors({})
    setBusy(true)
    try {
      await send(parsed.data)
      return true
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, [])
      if (!(error instanceof ApiError)) console.error(error)
      setErrors(apiError.fieldErrors)
      setAlert((alertFor ?? defaultAlert)(apiError) ?? defaultAlert(apiError))
      return false
    } finally {
      setBusy(false)
    }
  }

  return { values, setValues, errors, setErrors, alert, busy, bind, submit }
}
