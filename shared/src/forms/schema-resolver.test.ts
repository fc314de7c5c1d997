import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { z } from 'zod'
import { passwordResetInput } from '../schemas/user.js'
import { schemaResolver } from './schema-resolver.js'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const schema = z.object({ name: z.string().trim().min(1).max(5), email: z.email() })
const options = { fields: {}, shouldUseNativeValidation: false }

describe('schemaResolver', () => {
  it('gives each field the text of the code the API would answer', async () => {
    const result = await schemaResolver(schema, i18n)(
      { name: '', email: 'nope' },
      undefined,
      options,
    )
    expect(result.values).toEqual({})
    expect(result.errors.name?.message).toBe('This field is required.')
    expect(result.errors.email?.message).toMatch(/e-?mail/i)
  })

  it('uses the screen’s own wording where it has one', async () => {
    const result = await schemaResolver(schema, i18n, (issue) =>
      issue.code === 'too_long' ? 'Five letters at most' : undefined,
    )({ name: 'Too long', email: 'a@b.co' }, undefined, options)
    expect(result.errors.name?.message).toBe('Five letters at most')
  })

  it('passes the parsed values on when they are valid', async () => {
    const result = await schemaResolver(schema, i18n)(
      { name: ' Ann ', email: 'a@b.co' },
      undefined,
      options,
    )
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({ name: 'Ann', email: 'a@b.co' })
  })

  it('tells a cross-field rule of the shared schema in the catalogue’s words', async () => {
    const values = {
      email: 'a@b.co',
      token: 't',
      password: 'long enough',
      password_confirmation: 'other',
    }
    const result = await schemaResolver(passwordResetInput, i18n)(values, undefined, options)
    expect(result.errors.password_confirmation?.message).toBe(
      "The Password confirmation field doesn't match The Password field",
    )
  })
})
