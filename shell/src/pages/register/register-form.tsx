import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import { api } from '@tessera/shared/api/management'
import {
  CURRENCIES,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_DEFAULT_CURRENCY,
} from '@tessera/shared/domain/accounts/fields'
import { errorText } from '@tessera/shared/errors/messages'
import { registerInput } from '@tessera/shared/schemas/user'
import { Alert } from '@tessera/shared/ui/alert'
import { Button } from '@tessera/shared/ui/button'
import { Checkbox, PasswordField, Select, TextField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { useForm } from '../../components/use-form'
import { completeSignIn } from '../../session/profile'
import { HumanCheck } from './human-check'
import { StrengthMeter } from './strength-meter'
import { TermsLabel } from './terms-label'

const CURRENCY_LABELS = {
  eur: msg`Euro (EUR)`,
  aud: msg`Australian dollar (AUD)`,
  usd: msg`US dollar (USD)`,
}

/** Whether "Create account" may be pressed (spec "accounts" §5). */
export function passwordsReady(password: string, confirmation: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    confirmation.length >= PASSWORD_MIN_LENGTH &&
    password === confirmation
  )
}

/**
 * The registration card's form (spec "accounts" §4, §5): the human check reveals the terms and the
 * button; the API checks the same rules (`registerInput`), the terms and the human check again.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t, i18n } = useLingui()
  const alertFor = (error: ApiError) =>
    error.code === 'email_taken' ? errorText(i18n, 'email_taken') : null
  const form = useForm(
    {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      currency: REGISTRATION_DEFAULT_CURRENCY as string,
      invitation_code: '',
    },
    alertFor,
  )
  const [humanCheck, setHumanCheck] = useState<string | null>(null)
  const [humanCheckKey, setHumanCheckKey] = useState(0)
  const [terms, setTerms] = useState(false)
  const { values } = form
  const mismatch =
    values.password_confirmation !== '' && values.password !== values.password_confirmation

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const input = {
      ...values,
      invitation_code: values.invitation_code || undefined,
      terms,
      human_check: humanCheck ?? '',
    }
    await form.submit(registerInput, input, async (attributes) => {
      let body: unknown
      try {
        body = await api.post('register', { data: { type: 'users', attributes } })
      } catch (error) {
        // A refused or used solution cannot be sent again: the visitor solves a new challenge.
        if (error instanceof ApiError && error.fieldCodes.human_check) resetHumanCheck()
        throw error
      }
      try {
        await completeSignIn(body)
      } catch {
        toast(t`Oops, something went wrong with your account!`, 'danger')
      }
      onRegistered()
    })
  }

  const resetHumanCheck = () => {
    setHumanCheck(null)
    setHumanCheckKey((key) => key + 1)
  }

  return (
    <>
      {form.alert ? <Alert tone="danger">{form.alert}</Alert> : null}
      <form className="ts-auth__form" onSubmit={onSubmit} noValidate>
        <TextField label={t`Name`} autoComplete="name" required {...form.bind('name')} />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          {...form.bind('email')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          required
          hint={
            <StrengthMeter password={values.password} userInputs={[values.name, values.email]} />
          }
          {...form.bind('password')}
        />
        <PasswordField
          label={t`Password confirmation`}
          autoComplete="new-password"
          required
          {...form.bind('password_confirmation')}
          error={
            form.errors.password_confirmation ??
            (mismatch ? errorText(i18n, 'password_confirmation_mismatch') : null)
          }
        />
        <Select
          label={t`Currency`}
          options={CURRENCIES.map((code) => ({
            value: code,
            label: i18n._(CURRENCY_LABELS[code]),
          }))}
          {...form.bind('currency')}
        />
        <TextField
          label={t`Invitation code`}
          hint={t`Optional`}
          autoComplete="off"
          {...form.bind('invitation_code')}
        />
        <HumanCheck
          key={humanCheckKey}
          onVerified={setHumanCheck}
          onReset={() => setHumanCheck(null)}
        />
        {form.errors.human_check ? (
          <p className="ts-field__error" role="alert">
            {form.errors.human_check}
          </p>
        ) : null}
        {humanCheck ? (
          <>
            <Checkbox
              label={<TermsLabel />}
              checked={terms}
              onChange={(event) => setTerms(event.target.checked)}
              error={form.errors.terms ?? null}
            />
            <Button
              type="submit"
              loading={form.busy}
              disabled={!passwordsReady(values.password, values.password_confirmation)}
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
