import { useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { errorText } from '@tessera/shared/errors/messages'
import { navigate, useLocation } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import type { Event } from '@tessera/shared/schemas/event'
import { Checkbox } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { EDIT_INCLUDES, putEvent } from '../../../lib/events-api'
import { failureText } from '../../../lib/failure'
import { usePlanRole } from '../../../lib/plan-role'
import { CloneDialog } from '../../../components/event-actions/clone-dialog'
import { eventIssues } from '../form/event-issues'
import { valuesOf, type EventValues } from '../form/event-values'
import { fieldTarget, type EditTab } from '../form/field-targets'
import { EventPlanRoleProvider } from '../hooks/event-plan-role'
import { FormErrorsProvider, formPath, snapshotOf, type ServerError } from '../hooks/form-errors'
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
  const form = useForm<EventValues>({ defaultValues: valuesOf(event) })
  const values = useWatch({ control: form.control }) as EventValues
  const issues = eventIssues(values, event, role, new Date())
  const texts = new Map(
    issues.map((issue) => [issue.field, errorText(i18n, issue.code, issue.values)]),
  )
  const [server, setServer] = useState<Record<string, ServerError>>({})
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set())
  const [tab, setTab] = useState<EditTab>('details')
  const [selection, setSelection] = useState<EntrySelection>({
    event_agenda: 0,
    event_faqs: 0,
    event_host: 0,
  })
  const [quick, setQuick] = useState(false)
  const [cloning, setCloning] = useState(search.get('clone') === 'true')
  const focusField = useFocusField()
  const { save, saving } = useEventSave(event, role, form)
  const release = useUnsavedChangesWarning(form.formState.isDirty)

  const goTo = (field: string) => {
    const target = fieldTarget(field)
    setQuick(false)
    setTab(target.tab)
    if (target.section)
      setSelection((current) => ({ ...current, [target.section!]: target.index ?? 0 }))
    setRevealed((current) => new Set(current).add(field))
    focusField(target.elementId)
  }

  const update = async (preview: boolean) => {
    try {
      const saved = await save(form.getValues())
      setServer({})
      form.reset(valuesOf(saved))
      await putEvent(client, saved, EDIT_INCLUDES)
      toast(t`Item updated`)
      if (preview) {
        release()
        navigate(routePath('eventPreview', { id: event.id }))
      }
    } catch (error) {
      const failure = error instanceof SaveFailure ? error : new SaveFailure(error, {})
      const current = form.getValues() as unknown as Record<string, unknown>
      const pick = (path: string) =>
        path
          .split('.')
          .reduce<unknown>(
            (value, key) => (value as Record<string, unknown> | undefined)?.[key],
            current,
          )
      setServer(
        Object.fromEntries(
          Object.entries(failure.fields).map(([field, message]) => [
            field,
            { message, snapshot: snapshotOf(pick(formPath(field))) },
          ]),
        ),
      )
      toast(failureText(failure.reason, i18n), 'danger')
      const first = Object.keys(failure.fields)[0]
      if (first) goTo(first)
    }
  }

  const listed = [
    ...issues.map((issue) => ({ field: issue.field, message: texts.get(issue.field)! })),
    ...Object.entries(server)
      .filter(([field]) => !texts.has(field))
      .map(([field, error]) => ({ field, message: error.message })),
  ]

  return (
    <FormProvider {...form}>
      <EventPlanRoleProvider role={role}>
        <FormErrorsProvider value={{ issues: texts, server, revealed }}>
          <div className="ts-event-edit__bar">
            <EditorActions
              eventName={event.name}
              organizerRole={event.organizer_role}
              invalid={issues.length > 0}
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
        </FormErrorsProvider>
      </EventPlanRoleProvider>
    </FormProvider>
  )
}
