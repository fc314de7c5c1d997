import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import { api } from '@tessera/shared/api/management'
import {
  CURRENCIES,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_DEFAULT_CURRENCY,
} from '@tessera/shared/domain/accounts/fields'
import { currencyLabel } from '@tessera/shared/domain/accounts/currency-label'
import { errorText } from '@tessera/shared/errors/messages'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { registerInput } from '@tessera/shared/schemas/user'
import { Alert } from '@tessera/shared/ui/alert'
import { Button } from '@tessera/shared/ui/button'
import { Checkbox, PasswordField, Select, TextField } from '@tessera/shared/ui/field'
import { useFormFailure } from '../../components/form-failure'
import { useSignIn } from '../../session/use-sign-in'
import { HumanCheck } from './human-check'
import { StrengthMeter } from './strength-meter'
import { TermsLabel } from './terms-label'

/** Whether "Create account" may be pressed (spec "accounts" §5). */
export function passwordsReady(password: string, confirmation: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    confirmation.length >= PASSWORD_MIN_LENGTH &&
    password === confirmation
  )
}

/** Where the API's field errors land (the human check and the terms have their own messages). */
const FIELDS = {
  name: 'name',
  email: 'email',
  password: 'password',
  password_confirmation: 'password_confirmation',
  currency: 'currency',
  invitation_code: 'invitation_code',
  terms: 'terms',
  human_check: 'human_check',
} as const

/**
 * The registration card's form (spec "accounts" §4, §5): the human check reveals the terms and the
 * button; the API checks the same rules (`registerInput`), the terms and the human check again.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t, i18n } = useLingui()
  const signIn = useSignIn()
  const alertFor = (error: ApiError) =>
    error.code === 'email_taken' ? errorText(i18n, 'email_taken') : null
  const { register, handleSubmit, setError, setValue, control, formState } = useForm({
    defaultValues: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      currency: REGISTRATION_DEFAULT_CURRENCY,
      invitation_code: '',
      terms: false,
      human_check: '',
    },
    resolver: schemaResolver(registerInput, i18n),
  })
  const { errors } = formState
  const failed = useFormFailure(setError, FIELDS, alertFor)
  const [humanCheckKey, setHumanCheckKey] = useState(0)
  const [name, email, password, confirmation, humanCheck] = useWatch({
    control,
    name: ['name', 'email', 'password', 'password_confirmation', 'human_check'],
  })
  const mismatch = confirmation !== '' && password !== confirmation
  const solved = (solution: string) => setValue('human_check', solution)

  const onSubmit = handleSubmit(async ({ invitation_code, ...attributes }) => {
    const data = {
      type: 'users',
      attributes: { ...attributes, invitation_code: invitation_code || undefined },
    }
    const refused = (error: unknown) => {
      // A refused or used solution cannot be sent again: the visitor solves a new challenge.
      if (error instanceof ApiError && error.fieldCodes.human_check) resetHumanCheck()
      failed(error)
    }
    if (await signIn(() => api.post('register', { data }), refused)) onRegistered()
  })

  const resetHumanCheck = () => {
    solved('')
    setHumanCheckKey((key) => key + 1)
  }

  return (
    <>
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <form className="ts-auth__form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Name`}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          required
          hint={<StrengthMeter password={password} userInputs={[name, email]} />}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t`Password confirmation`}
          autoComplete="new-password"
          required
          {...register('password_confirmation')}
          error={
            errors.password_confirmation?.message ??
            (mismatch ? errorText(i18n, 'password_confirmation_mismatch') : null)
          }
        />
        <Select
          label={t`Currency`}
          options={CURRENCIES.map((code) => ({
            value: code,
            label: currencyLabel(code, i18n.locale),
          }))}
          error={errors.currency?.message}
          {...register('currency')}
        />
        <TextField
          label={t`Invitation code`}
          hint={t`Optional`}
          autoComplete="off"
          error={errors.invitation_code?.message}
          {...register('invitation_code')}
        />
        <HumanCheck key={humanCheckKey} onVerified={solved} onReset={() => solved('')} />
        {errors.human_check ? (
          <p className="ts-field__error" role="alert">
            {errors.human_check.message}
          </p>
        ) : null}
        {humanCheck ? (
          <>
            <Checkbox label={<TermsLabel />} error={errors.terms?.message} {...register('terms')} />
            <Button
              type="submit"
              loading={formState.isSubmitting}
              disabled={!passwordsReady(password, confirmation)}
              className="ts-auth__submit"
            >
              {t`Create account`}
            </Button>
          </>
        ) : null}
      </form>
    </>
  )
}
