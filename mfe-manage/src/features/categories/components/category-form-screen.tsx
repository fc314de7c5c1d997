import { useForm } from 'react-hook-form'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { useLingui } from '@lingui/react/macro'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { categoryInput, type Category } from '@tessera/shared/schemas/category'
import { Card } from '@tessera/shared/ui/card'
import { TextArea, TextField } from '@tessera/shared/ui/field'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { toast } from '@tessera/shared/ui/toast'
import { Loaded } from '../../../components/loaded'
import { reportFailure } from '../../../lib/failure'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { useCategory } from '../api/get-category'
import { useSaveCategory } from '../api/save-category'
import { FormActions } from '../../../components/form-actions'

/** Console: Add Category and Edit Category (spec "accounts" §2, §3: a name and a description). */
export default function CategoryFormScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const category = useCategory(params.id)
  return (
    <>
      <PageHeader title={params.id ? t`Edit category` : t`Add category`} />
      <Loaded state={category}>{(current) => <CategoryForm category={current} />}</Loaded>
    </>
  )
}

function CategoryForm({ category }: { category: Category | null }) {
  const { t, i18n } = useLingui()
  const save = useSaveCategory()
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '' },
    resolver: schemaResolver(categoryInput, i18n),
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async ({ name, description }) => {
    const attributes = { name, description: description || null }
    try {
      await save.mutateAsync({ id: category?.id, attributes })
      toast(category ? t`Category updated successfully` : t`Category added successfully`)
      navigate(routePath('categoriesList'))
    } catch (error) {
      reportFailure(error, {
        i18n,
        messages: {
          protected_record: t`You are not allowed to change data of default categories.`,
        },
        setError,
        fields: { name: 'name', description: 'description' },
      })
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
        <TextArea
          label={t`Description`}
          rows={4}
          error={errors.description?.message}
          {...register('description')}
        />
        <FormActions
          cancel={routePath('categoriesList')}
          submitLabel={category ? t`Save category` : t`Add category`}
          busy={isSubmitting}
        />
      </form>
    </Card>
  )
}
