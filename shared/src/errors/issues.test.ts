import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { passwordResetInput, registerInput } from '../schemas/user.js'
import { issueError } from './issues.js'

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

/** One issue per row: the schema, the input, and the item the API answers and the form shows. */
const TABLE: [string, z.ZodType, unknown, ReturnType<typeof issueError>][] = [
  ['missing', z.object({ a: z.string() }), {}, { field: 'a', code: 'required' }],
  ['null', z.object({ a: z.string() }), { a: null }, { field: 'a', code: 'required' }],
  ['wrong type', z.object({ a: z.string() }), { a: 1 }, { field: 'a', code: 'invalid_type' }],
  ['empty string, min 1', z.string().min(1), '', { field: undefined, code: 'required' }],
  [
    'short string',
    z.string().min(3),
    'ab',
    { field: undefined, code: 'too_short', values: { min: 3 } },
  ],
  [
    'long string',
    z.string().max(2),
    'abc',
    { field: undefined, code: 'too_long', values: { max: 2 } },
  ],
  ['empty array, min 1', z.array(z.number()).min(1), [], { field: undefined, code: 'required' }],
  [
    'short array',
    z.array(z.number()).min(2),
    [1],
    { field: undefined, code: 'too_small', values: { min: 2 } },
  ],
  [
    'long array',
    z.array(z.number()).max(1),
    [1, 2],
    { field: undefined, code: 'too_big', values: { max: 1 } },
  ],
  [
    'small number',
    z.number().min(5),
    4,
    { field: undefined, code: 'too_small', values: { min: 5 } },
  ],
  ['big number', z.number().max(5), 6, { field: undefined, code: 'too_big', values: { max: 5 } }],
  ['email', z.email(), 'x', { field: undefined, code: 'invalid_email' }],
  ['datetime', z.iso.datetime(), 'x', { field: undefined, code: 'invalid_date' }],
  ['regex', z.string().regex(/^a$/), 'b', { field: undefined, code: 'invalid_format' }],
  ['enum', z.enum(['a']), 'b', { field: undefined, code: 'invalid_value' }],
  ['unknown key', z.strictObject({}), { b: 1 }, { field: undefined, code: 'invalid_value' }],
  [
    'custom code',
    z.string().refine(() => false, { params: { code: 'end_before_start' } }),
    'x',
    { field: undefined, code: 'end_before_start', values: { code: 'end_before_start' } },
  ],
  [
    'custom without a known code',
    z.string().refine(() => false, { params: { code: 'nope' } }),
    'x',
    { field: undefined, code: 'invalid_value', values: { code: 'nope' } },
  ],
  [
    'nested path',
    z.object({ a: z.array(z.object({ b: z.string() })) }),
    { a: [{}] },
    { field: 'a/0/b', code: 'required' },
  ],
]

describe('issueError table', () => {
  it.each(TABLE)('%s', (_name, schema, input, expected) => {
    const result = schema.safeParse(input, { reportInput: true })
    expect(result.error?.issues.map(issueError)).toEqual([expected])
  })
})
