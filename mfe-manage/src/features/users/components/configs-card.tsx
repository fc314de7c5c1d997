import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { canUseDeveloperFeatures } from '@tessera/shared/domain/access/roles'
import { PAYMENT_GATEWAYS } from '@tessera/shared/domain/accounts/fields'
import { userUpdateInput, type User, type UserUpdateInput } from '@tessera/shared/schemas/user'
import { $role } from '@tessera/shared/stores/session'
import { Button } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { PasswordField, Select } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { reportFailure } from '../../../lib/failure'
import { useSaveUser } from '../api/save-user'
import { useCurrencyOptions, useTimeZoneOptions } from '../hooks/use-config-options'

type Values = {
  payment_gateway: string
  snipcart_token: string
  timezone: string
  currency: string
}

const valuesOf = (user: User): Values => ({
  payment_gateway: user.payment_gateway ? String(user.payment_gateway) : '',
  snipcart_token: '',
  timezone: user.timezone ?? '',
  currency: user.currency ?? '',
})

/** What PATCH sends: time zone, currency and token only when filled in (spec "accounts" §5). */
function attributesOf(values: Values): UserUpdateInput {
  return {
    payment_gateway: values.payment_gateway
      ? (Number(values.payment_gateway) as UserUpdateInput['payment_gateway'])
      : null,
    ...(values.timezone ? { timezone: values.timezone } : {}),
    ...(values.currency ? { currency: values.currency as UserUpdateInput['currency'] } : {}),
    ...(values.snipcart_token.trim() ? { snipcart_token: values.snipcart_token.trim() } : {}),
  }
}

/** The configs form: its fields as PATCH will send them, under the rules of the shared schema. */
const configsForm = z
  .object({
    payment_gateway: z.string(),
    snipcart_token: z.string(),
    timezone: z.string(),
    currency: z.string(),
  })
  .transform(attributesOf)
  .pipe(userUpdateInput)

/**
 * The configs card of Edit User: payment gateway, payment token (developers only; write-only, the
 * card says whether one is set), time zone and currency.
 */
export function ConfigsCard({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const developer = canUseDeveloperFeatures(useStore($role))
  const save = useSaveUser()
  const timeZones = useTimeZoneOptions(user.timezone)
  const currencies = useCurrencyOptions()
  const defaults = valuesOf(user)
  const { register, handleSubmit, setError, reset, formState } = useForm({
    defaultValues: defaults,
    resolver: schemaResolver(configsForm, i18n),
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (attributes) => {
    try {
      const updated = await save.mutateAsync({ id: user.id, attributes })
      toast(t`User updated successfully`)
      reset(valuesOf(updated))
    } catch (error) {
      reportFailure(error, {
        i18n,
        messages: { protected_record: t`You are not allowed to change data of default users.` },
        setError,
        fields: {
          payment_gateway: 'payment_gateway',
          snipcart_token: 'snipcart_token',
          timezone: 'timezone',
          currency: 'currency',
        },
      })
    }
  })

  const gateways = [
    { value: String(PAYMENT_GATEWAYS.cart), label: t`Cart provider` },
    { value: String(PAYMENT_GATEWAYS.card), label: t`Card provider` },
  ]
  return (
    <Card title={t`Configs`}>
      <form noValidate onSubmit={onSubmit}>
        <Select
          label={t`Payment gateway`}
          placeholder={t`None`}
          options={gateways}
          defaultValue={defaults.payment_gateway}
          error={errors.payment_gateway?.message}
          {...register('payment_gateway')}
        />
        {developer ? (
          <PasswordField
            label={t`Payment token`}
            hint={
              user.has_snipcart_token
                ? t`A payment token is set. Enter a new one to replace it.`
                : t`No payment token is set.`
            }
            autoComplete="off"
            error={errors.snipcart_token?.message}
            {...register('snipcart_token')}
          />
        ) : null}
        <Select
          label={t`Time zone`}
          placeholder={t`Choose a time zone`}
          options={timeZones}
          defaultValue={defaults.timezone}
          error={errors.timezone?.message}
          {...register('timezone')}
        />
        <Select
          label={t`Currency`}
          placeholder={t`Choose a currency`}
          options={currencies}
          defaultValue={defaults.currency}
          error={errors.currency?.message}
          {...register('currency')}
        />
        <Button type="submit" loading={isSubmitting}>
          {t`Save configs`}
        </Button>
      </form>
    </Card>
  )
}
