import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { passwordResetInput, registerInput } from '../schemas/user.js'
import { formErrors, issueError } from './issues.js'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const codesOf = (result: {
  success: boolean
  error?: { issues: Parameters<typeof issueError>[0][] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issueError(issue).field, issueError(issue).code]),
  )

describe('issueError', () => {
  it('gives the codes the API answers for the same registration input', () => {
    const result = registerInput.safeParse(
      {
        name: '',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
        terms: false,
      },
      { reportInput: true },
    )
    expect(codesOf(result)).toEqual({
      name: 'required',
      email: 'invalid_email',
      password: 'too_short',
      terms: 'terms_not_accepted',
      human_check: 'required',
    })
  })

  it('reports a mismatched confirmation once the fields are valid', () => {
    const result = passwordResetInput.safeParse({
      email: 'a@b.co',
      token: 't',
      password: 'long enough',
      password_confirmation: 'different',
    })
    expect(codesOf(result)).toEqual({ password_confirmation: 'password_confirmation_mismatch' })
  })

  it('keeps the limit of a length rule', () => {
    const result = registerInput.safeParse({ password: 'short' }, { reportInput: true })
    const issue = result.error!.issues.find((item) => item.path[0] === 'password')!
    expect(issueError(issue)).toEqual({ field: 'password', code: 'too_short', values: { min: 8 } })
  })
})

describe('formErrors', () => {
  it('translates the first issue of each field', () => {
    const result = passwordResetInput.safeParse({
      email: '',
      token: 't',
      password: 'short',
      password_confirmation: 'short',
    })
    expect(formErrors(result.error!, i18n)).toEqual({
      email: 'This field is required.',
      password: 'This field must be at least 8 characters.',
    })
  })
})
