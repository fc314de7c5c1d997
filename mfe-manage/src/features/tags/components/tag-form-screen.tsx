import { useForm, useWatch } from 'react-hook-form'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_TAG_COLOR } from '@tessera/shared/domain/events/constants'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { tagInput, type Tag } from '@tessera/shared/schemas/tag'
import { Badge } from '@tessera/shared/ui/badge'
import { Card } from '@tessera/shared/ui/card'
import { TextField } from '@tessera/shared/ui/field'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { toast } from '@tessera/shared/ui/toast'
import { Loaded } from '../../../components/loaded'
import { reportFailure } from '../../../lib/failure'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { useTag } from '../api/get-tag'
import { useSaveTag } from '../api/save-tag'
import { FormActions } from '../../../components/form-actions'

/** Add Tag and Edit Tag (spec "accounts" §2, §5: a tag needs a name; its colour is green by default). */
export default function TagFormScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const tag = useTag(params.id)
  return (
    <>
      <PageHeader title={params.id ? t`Edit tag` : t`Add tag`} />
      <Loaded state={tag}>{(current) => <TagForm tag={current} />}</Loaded>
    </>
  )
}

function TagForm({ tag }: { tag: Tag | null }) {
  const { t, i18n } = useLingui()
  const save = useSaveTag()
  const { register, control, handleSubmit, setError, formState } = useForm({
    defaultValues: { name: tag?.name ?? '', color: tag?.color ?? DEFAULT_TAG_COLOR },
    resolver: schemaResolver(tagInput, i18n),
  })
  const { errors, isSubmitting } = formState
  const [name, color] = useWatch({ control, name: ['name', 'color'] })

  const onSubmit = handleSubmit(async (attributes) => {
    try {
      await save.mutateAsync({ id: tag?.id, attributes })
      toast(tag ? t`Tag updated successfully` : t`Tag added successfully`)
      navigate(routePath('tagsList'))
    } catch (error) {
      reportFailure(error, { i18n, setError, fields: { name: 'name', color: 'color' } })
    }
  })

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label={t`Name`}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t`Colour`}
          type="color"
          className="ts-color-input"
          error={errors.color?.message}
          {...register('color')}
        />
        <p className="ts-field__hint">
          {t`How it looks:`} <Badge color={color}>{name.trim() || t`Tag`}</Badge>
        </p>
        <FormActions
          cancel={routePath('tagsList')}
          submitLabel={tag ? t`Save tag` : t`Add tag`}
          busy={isSubmitting}
        />
      </form>
    </Card>
  )
}
