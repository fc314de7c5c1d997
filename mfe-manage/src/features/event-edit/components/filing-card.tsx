import { useState } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import type { Category } from '@tessera/shared/schemas/category'
import type { Event } from '@tessera/shared/schemas/event'
import type { ComboboxOption } from '@tessera/shared/ui/combobox'
import { Card } from '@tessera/shared/ui/card'
import { Select } from '@tessera/shared/ui/field'
import { ReferenceCombobox } from '../../../components/reference-combobox'
import { TagsCombobox } from '../../../components/tags-combobox'
import { fieldId } from '../form/field-targets'
import type { EventValues } from '../form/event-values'
import { useFieldError } from '../hooks/use-field-error'

type FilingCardProps = {
  /** Every category, the event's own included; `undefined` while they load. */
  categories: Category[] | undefined
  event: Pick<Event, 'organizer_id' | 'tags'>
}

/** The labels of the tags the event was loaded with, by id. */
const knownTags = (tags: Event['tags']) =>
  new Map<string, ComboboxOption>(
    (tags ?? []).flatMap((tag) =>
      typeof tag.name === 'string'
        ? [[tag.id, { value: tag.id, label: tag.name, color: tag.color }] as const]
        : [],
    ),
  )

/** Refund policy (spec "events" §3: ids 1–5), category and tags of the event. */
export function FilingCard({ categories, event }: FilingCardProps) {
  const { t } = useLingui()
  const { register, control } = useFormContext<EventValues>()
  const [known, setKnown] = useState(() => knownTags(event.tags))
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
      <Controller
        name="category"
        control={control}
        render={({ field }) => (
          <ReferenceCombobox
            id={fieldId('category')}
            label={t`Category`}
            none={t`No category`}
            hint={t`Type to find a category.`}
            items={categories?.map((category) => ({ value: category.id, label: category.name }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.category}
          />
        )}
      />
      <Controller
        name="tags"
        control={control}
        render={({ field }) => (
          <TagsCombobox
            id={fieldId('tags')}
            organizerId={event.organizer_id}
            selected={field.value.map((id) => known.get(id) ?? { value: id, label: id })}
            onChange={(chosen) => {
              setKnown(
                (current) =>
                  new Map([...current, ...chosen.map((tag) => [tag.value, tag] as const)]),
              )
              field.onChange(chosen.map((tag) => tag.value))
            }}
            onBlur={field.onBlur}
            hint={t`Type to find the organizer's tags; add new ones under Tags.`}
            error={errors.tags}
          />
        )}
      />
    </Card>
  )
}
