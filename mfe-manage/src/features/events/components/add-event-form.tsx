import { useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { SUMMARY_MAX_LENGTH } from '@tessera/shared/domain/events/constants'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import type { ComboboxOption } from '@tessera/shared/ui/combobox'
import { Alert } from '@tessera/shared/ui/alert'
import { Card } from '@tessera/shared/ui/card'
import { TextArea, TextField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { CardGrid } from '../../../components/card-grid'
import { ReferenceCombobox } from '../../../components/reference-combobox'
import { reportFailure } from '../../../lib/failure'
import { createEvent } from '../../../lib/events-api'
import { tagOption } from '../../../reference/tags'
import {
  addEventDefaults,
  addEventResolver,
  FORM_FIELDS,
  toEventInput,
  type AddEventValues,
} from '../utils/add-event-values'
import { AddTagDialog } from './add-tag-dialog'
import { EventTimingFields } from './event-timing-fields'
import { LivePreviewCard } from './live-preview-card'
import { TagsField } from './tags-field'
import { FormActions } from '../../../components/form-actions'

type Props = {
  timezone: string
  organizerId: string
  categories: ComboboxOption[]
  /** The begin to start with (a date clicked on the calendar), as a date-time input's value. */
  start?: string
}

/**
 * The Add Event form: checked by the shared schema and rules as it is filled in ("Create event"
 * stays disabled until it is valid), saved with POST /events, then the event's edit screen opens.
 */
export function AddEventForm({ timezone, organizerId, categories, start }: Props) {
  const { t, i18n } = useLingui()
  const [tags, setTags] = useState<ComboboxOption[]>([])
  const [addingTag, setAddingTag] = useState(false)
  const tagsRequired = t`Choose at least one tag.`
  // The shared schema and rules of POST /events, run by the form on each change and on submit.
  const resolver = useMemo(() => addEventResolver(i18n, tagsRequired), [i18n, tagsRequired])
  const { register, control, handleSubmit, setError, setValue, formState } =
    useForm<AddEventValues>({
      defaultValues: addEventDefaults(timezone, start),
      resolver,
      mode: 'all',
    })
  const values = useWatch({ control }) as AddEventValues
  const { errors, isValid, isSubmitting } = formState
  const labels: Record<keyof AddEventValues, string> = {
    name: t`Name`,
    description: t`Summary`,
    timezone: t`Time zone`,
    start: t`Begins`,
    duration: t`Duration`,
    timeunit: t`Unit`,
    category: t`Category`,
    tags: t`Tags`,
  }
  const errorOf = (field: keyof AddEventValues) => errors[field]?.message
  const problems = (Object.keys(labels) as (keyof AddEventValues)[]).filter(
    (field) => errors[field],
  )
  const summaryLength = values.description.length

  const onSubmit = handleSubmit(async (submitted) => {
    try {
      const event = await createEvent(toEventInput(submitted), {
        categoryId: submitted.category || undefined,
        tagIds: submitted.tags,
      })
      toast(t`Event added successfully`)
      navigate(routePath('eventEdit', { id: event.id }))
    } catch (error) {
      reportFailure(error, { i18n, setError, fields: { ...FORM_FIELDS, end_at: 'duration' } })
    }
  })

  return (
    <CardGrid min={360}>
      <Card title={t`Event details`}>
        <form noValidate onSubmit={onSubmit}>
          <TextField
            label={t`Name`}
            required
            autoComplete="off"
            error={errorOf('name')}
            {...register('name')}
          />
          <TextArea
            label={t`Summary`}
            rows={4}
            hint={t`${summaryLength} of ${SUMMARY_MAX_LENGTH} characters`}
            error={errorOf('description')}
            {...register('description')}
          />
          <EventTimingFields
            values={values}
            register={register}
            setValue={setValue}
            errorOf={errorOf}
          />
          <Controller
            name="category"
            control={control}
            render={({ field }) => (
              <ReferenceCombobox
                label={t`Category`}
                none={t`No category`}
                hint={t`Type to find a category.`}
                items={categories}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('category')}
              />
            )}
          />
          <Controller
            name="tags"
            control={control}
            render={({ field }) => (
              <TagsField
                organizerId={organizerId}
                selected={tags}
                onChange={(chosen) => {
                  setTags(chosen)
                  field.onChange(chosen.map((tag) => tag.value))
                  field.onBlur()
                }}
                onBlur={field.onBlur}
                onAddTag={() => setAddingTag(true)}
                error={errorOf('tags')}
              />
            )}
          />
          {problems.length ? (
            <Alert tone="warning" title={t`Please fill-up all the mandatory field(s).`}>
              <ul>
                {problems.map((field) => (
                  <li key={field}>{labels[field]}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <FormActions
            cancel={routePath('eventsList')}
            submitLabel={t`Create event`}
            busy={isSubmitting}
            disabled={!isValid}
          />
        </form>
      </Card>
      <LivePreviewCard
        values={values}
        tags={tags}
        categoryName={categories.find((option) => option.value === values.category)?.label}
      />
      <AddTagDialog
        open={addingTag}
        onClose={() => setAddingTag(false)}
        onAdded={(tag) => {
          setTags((current) => [...current, tagOption(tag)])
          setValue('tags', [...values.tags, tag.id], { shouldDirty: true, shouldTouch: true })
          setAddingTag(false)
        }}
      />
    </CardGrid>
  )
}
