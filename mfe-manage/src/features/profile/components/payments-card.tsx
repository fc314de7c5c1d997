import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import type { User } from '@tessera/shared/schemas/user'
import { Button } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { ConfirmDialog } from '@tessera/shared/ui/confirm-dialog'
import { PasswordField, Select, TextField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { reportFailure } from '../../../lib/failure'
import { useUpdateMe } from '../api/update-me'
import { paymentForm, paymentValuesOf, stripeWebhookUrl } from '../lib/payment-values'

/** The events Tessera acts on (docs/ARCHITECTURE.md "Payments"), as Stripe names them. */
const STRIPE_EVENTS = 'checkout.session.completed, checkout.session.expired, charge.refunded'

/** How Stripe's keys begin (not words to translate). */
const [SECRET_KEY, RESTRICTED_KEY, SIGNING_SECRET] = ['sk_…', 'rk_…', 'whsec_…']

const FIELDS = {
  payment_gateway: 'gateway',
  payment_secret: 'payment_secret',
  payment_webhook_secret: 'payment_webhook_secret',
} as const

/**
 * Payments (the profile's Payments tab; docs/DECISIONS.md "Payment setup"): test payments through
 * the sandbox, or Stripe with the organizer's secret key and their webhook endpoint's signing
 * secret. Both keys are write-only: the card says whether each is set, typing one replaces it.
 */
export function PaymentsCard({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const update = useUpdateMe()
  const defaults = paymentValuesOf(user)
  const { register, control, handleSubmit, setError, reset, formState } = useForm({
    defaultValues: defaults,
    resolver: schemaResolver(paymentForm(user), i18n),
  })
  const { errors, isSubmitting } = formState
  const stripe = useWatch({ control, name: 'gateway' }) === 'stripe'

  const onSubmit = handleSubmit(async (attributes) => {
    try {
      reset(paymentValuesOf(await update.mutateAsync(attributes)))
      toast(t`Payment settings saved`)
    } catch (error) {
      reportFailure(error, { i18n, setError, fields: FIELDS })
    }
  })
  const set = t`Set. Enter a new one to replace it.`
  return (
    <Card title={t`Payments`}>
      <form noValidate onSubmit={onSubmit}>
        <Select
          label={t`How buyers pay`}
          options={[
            { value: 'sandbox', label: t`Test payments (sandbox)` },
            { value: 'stripe', label: t`Stripe` },
          ]}
          defaultValue={defaults.gateway}
          error={errors.gateway?.message}
          {...register('gateway')}
        />
        {stripe ? (
          <>
            <PasswordField
              label={t`Stripe secret key`}
              hint={
                user.has_payment_secret
                  ? set
                  : t`Not set. A key starts with ${SECRET_KEY} or ${RESTRICTED_KEY}.`
              }
              autoComplete="off"
              error={errors.payment_secret?.message}
              {...register('payment_secret')}
            />
            <TextField
              label={t`Webhook URL to add in Stripe`}
              hint={t`Events to send: ${STRIPE_EVENTS}.`}
              value={stripeWebhookUrl(user)}
              readOnly
            />
            <PasswordField
              label={t`Webhook signing secret`}
              hint={
                user.has_payment_webhook_secret
                  ? set
                  : t`Not set. Stripe shows it as ${SIGNING_SECRET}.`
              }
              autoComplete="off"
              error={errors.payment_webhook_secret?.message}
              {...register('payment_webhook_secret')}
            />
          </>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {t`Save payment settings`}
        </Button>
      </form>
      {user.has_payment_secret || user.has_payment_webhook_secret ? (
        <RemoveStripeKeys onRemoved={(updated) => reset(paymentValuesOf(updated))} />
      ) : null}
    </Card>
  )
}

/** Removes both Stripe keys and goes back to test payments, after asking. */
function RemoveStripeKeys({ onRemoved }: { onRemoved: (user: User) => void }) {
  const { t, i18n } = useLingui()
  const update = useUpdateMe()
  const [asking, setAsking] = useState(false)
  const remove = async () => {
    try {
      const cleared = { payment_gateway: null, payment_secret: null, payment_webhook_secret: null }
      onRemoved(await update.mutateAsync(cleared))
      toast(t`Stripe keys removed`)
    } catch (error) {
      reportFailure(error, { i18n })
    } finally {
      setAsking(false)
    }
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t`Remove Stripe keys`}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Remove Stripe keys?`}
        message={t`Buyers will pay through test payments until you enter keys again.`}
        confirmLabel={t`Remove`}
        danger
        busy={update.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
