import { useFormContext } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import type { Category } from '@tessera/shared/schemas/category'
import type { Tag } from '@tessera/shared/schemas/tag'
import { Badge } from '@tessera/shared/ui/badge'
import { Card } from '@tessera/shared/ui/card'
import { Select } from '@tessera/shared/ui/field'
import { fieldId } from '../form/field-targets'
import type { EventValues } from '../form/event-values'
import { useFieldError } from '../hooks/form-errors'

type FilingCardProps = { categories: Category[]; tags: Tag[] }

/** Refund policy (spec "events" §3: ids 1–5), category and tags of the event. */
export function FilingCard({ categories, tags }: FilingCardProps) {
  const { t } = useLingui()
  const { register } = useFormContext<EventValues>()
  const errors = {
    refund_policy: useFieldError('refund_policy'),
    category: useFieldError('category'),
    tags: useFieldError('tags'),
  }
  const refunds = [
    { value: '1', label: t`Refunds up to 1 day before the event` },
    { value: '2', label: t`Refunds up to 7 days before the event` },
    { value: '3', label: t`Refunds up to 30 days before the event` },
    { value: '4', label: t`Refund policy not specified for now` },
    { value: '5', label: t`No refunds` },
  ]
  return (
    <Card title={t`Refunds and filing`}>
      <Select
        id={fieldId('refund_policy')}
        label={t`Refund policy`}
        options={refunds}
        error={errors.refund_policy}
        {...register('refund_policy')}
      />
      <Select
        id={fieldId('category')}
        label={t`Category`}
        placeholder={t`No category`}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        error={errors.category}
        {...register('category')}
      />
      <fieldset
        className="ts-event-edit__tags"
        aria-describedby={errors.tags ? `${fieldId('tags')}-error` : undefined}
      >
        <legend className="ts-field__label">{t`Tags`}</legend>
        {tags.length === 0 ? (
          <p className="ts-field__hint">{t`You have no tags yet. Add them under Tags.`}</p>
        ) : null}
        {tags.map((tag, index) => (
          <label key={tag.id} className="ts-event-edit__tag">
            <input
              type="checkbox"
              value={tag.id}
              id={index === 0 ? fieldId('tags') : undefined}
              {...register('tags')}
            />
            <Badge color={tag.color}>{tag.name}</Badge>
          </label>
        ))}
        {errors.tags ? (
          <p id={`${fieldId('tags')}-error`} className="ts-field__error">
            {errors.tags}
          </p>
        ) : null}
      </fieldset>
    </Card>
  )
}
