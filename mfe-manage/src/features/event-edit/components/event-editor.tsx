import { useEffect, useMemo, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { navigate, useLocation } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import type { Event } from '@tessera/shared/schemas/event'
import { Checkbox } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { EDIT_INCLUDES, putEvent } from '../../../lib/events-api'
import { failureText } from '../../../lib/failure'
import { usePlanRole } from '../../../lib/plan-role'
import { CloneDialog } from '../../../components/event-actions/clone-dialog'
import { eventResolver } from '../form/event-resolver'
import { valuesOf, type EventValues } from '../form/event-values'
import { fieldTarget, type EditTab } from '../form/field-targets'
import { EventPlanRoleProvider } from '../hooks/event-plan-role'
import { formPath, listedIssues } from '../hooks/use-field-error'
import { SaveFailure, useEventSave } from '../hooks/use-event-save'
import { useFocusField } from '../hooks/use-focus-field'
import { useUnsavedChangesWarning } from '../hooks/use-unsaved-changes-warning'
import { EditorActions } from './editor-actions'
import { EditorTabs } from './editor-tabs'
import type { EntrySelection } from './elements-tab'
import { MandatoryFieldsWarning } from './mandatory-fields-warning'
import { QuickActionsView } from './quick-actions-view'

type EventEditorProps = { event: Event }

/**
 * The Edit Event form (spec "events" §2, §4, §5): tabs, the mandatory-fields warning, Update and
 * Update & Preview, Duplicate, and the quick-actions view. The form stays mounted behind the
 * actions view, so switching views keeps unsaved changes.
 */
export function EventEditor({ event }: EventEditorProps) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const role = usePlanRole(event.organizer_role)
  const { search } = useLocation()
  const resolver = useMemo(() => eventResolver(event, role, i18n), [event, role, i18n])
  const form = useForm<EventValues>({ defaultValues: valuesOf(event), resolver, mode: 'all' })
  // The loaded event's own problems are listed at once; then each field as it is touched.
  useEffect(() => void form.trigger(), [form])
  const listed = listedIssues(form.formState.errors)
  const [tab, setTab] = useState<EditTab>('details')
  const [selection, setSelection] = useState<EntrySelection>({
    event_agenda: 0,
    event_faqs: 0,
    event_host: 0,
  })
  const [quick, setQuick] = useState(false)
  const [cloning, setCloning] = useState(search.get('clone') === 'true')
  const focusField = useFocusField()
  const { save, saving } = useEventSave(event, role)
  const release = useUnsavedChangesWarning(form.formState.isDirty)

  const goTo = (field: string) => {
    const target = fieldTarget(field)
    setQuick(false)
    setTab(target.tab)
    if (target.section)
      setSelection((current) => ({ ...current, [target.section!]: target.index ?? 0 }))
    focusField(target.elementId)
  }

  const saved = async (values: EventValues, preview: boolean) => {
    try {
      const answer = await save(values)
      form.reset(valuesOf(answer))
      await putEvent(client, answer, EDIT_INCLUDES)
      toast(t`Item updated`)
      if (preview) {
        release()
        navigate(routePath('eventPreview', { id: event.id }))
      }
    } catch (error) {
      const failure = error instanceof SaveFailure ? error : new SaveFailure(error, {})
      const fields = Object.entries(failure.fields)
      for (const [field, message] of fields)
        form.setError(formPath(field) as keyof EventValues, { type: field, message })
      toast(failureText(failure.reason, i18n), 'danger')
      if (fields[0]) goTo(fields[0][0])
    }
  }
  // Every field is checked before saving; the first problem's tab opens with its field focused.
  const update = (preview: boolean) =>
    form.handleSubmit(
      (values) => saved(values, preview),
      (errors) => {
        const first = listedIssues(errors)[0]
        if (first) goTo(first.field)
      },
    )()

  return (
    <FormProvider {...form}>
      <EventPlanRoleProvider role={role}>
        <div className="ts-event-edit__bar">
          <EditorActions
            eventName={event.name}
            organizerRole={event.organizer_role}
            invalid={listed.length > 0}
            saving={saving}
            onUpdate={() => void update(false)}
            onUpdateAndPreview={() => void update(true)}
            onDuplicate={() => setCloning(true)}
          />
          <Checkbox
            switch
            label={t`Quick actions`}
            checked={quick}
            onChange={(change) => setQuick(change.target.checked)}
          />
        </div>
        {quick ? (
          <QuickActionsView
            event={event}
            onDuplicate={() => setCloning(true)}
            onDeleted={() => {
              release()
              navigate(routePath('eventsList'))
            }}
          />
        ) : null}
        {/* Not a <form>: dialogs inside (the editor's link dialog) have forms of their own. */}
        <div hidden={quick}>
          <MandatoryFieldsWarning issues={listed} onGoTo={goTo} />
          <EditorTabs
            event={event}
            tab={tab}
            onTab={setTab}
            selection={selection}
            onSelectEntry={(section, index) =>
              setSelection((current) => ({ ...current, [section]: index }))
            }
            issueFields={listed.map((issue) => issue.field)}
          />
        </div>
        <CloneDialog
          eventId={event.id}
          open={cloning}
          onClose={() => setCloning(false)}
          onCloned={(id) => navigate(routePath('eventPreview', { id }))}
        />
      </EventPlanRoleProvider>
    </FormProvider>
  )
}
