import { lazy, Suspense, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Event } from '@tessera/shared/schemas/event'
import { Spinner } from '@tessera/shared/ui/spinner'
import { Tabs } from '@tessera/shared/ui/tabs'
import { fieldTarget, type EditTab, type SectionName } from '../form/field-targets'
import { DetailsTab } from './details-tab'
import { ElementsTab, type EntrySelection } from './elements-tab'
import { OptionsTab } from './options-tab'

// Ticketing and Resources save through their own endpoints (their features); loaded when opened.
const TicketingTab = lazy(() =>
  import('../../event-ticketing/components/ticketing-tab').then((module) => ({
    default: module.TicketingTab,
  })),
)
const ResourcesTab = lazy(() =>
  import('../../event-resources/components/resources-tab').then((module) => ({
    default: module.ResourcesTab,
  })),
)

type EditorTabsProps = {
  event: Event
  tab: EditTab
  onTab: (tab: EditTab) => void
  selection: EntrySelection
  onSelectEntry: (section: SectionName, index: number) => void
  /** Fields with an issue, to count them on their tab. */
  issueFields: string[]
}

/** The five tabs of Edit Event (spec "events" §2), each saying how many of its fields need attention. */
export function EditorTabs({
  event,
  tab,
  onTab,
  selection,
  onSelectEntry,
  issueFields,
}: EditorTabsProps) {
  const { t } = useLingui()
  const label = (id: EditTab, name: string): ReactNode => {
    const count = issueFields.filter((field) => fieldTarget(field).tab === id).length
    if (!count) return name
    return (
      <>
        {name}{' '}
        <span className="ts-badge ts-badge--danger" aria-hidden="true">
          {count}
        </span>
        <span className="ts-visually-hidden">{t`(${count} to fix)`}</span>
      </>
    )
  }
  const loading = <Spinner size="lg" />
  return (
    <Tabs
      label={t`Event settings`}
      selected={tab}
      onSelect={(id) => onTab(id as EditTab)}
      tabs={[
        { id: 'details', label: label('details', t`Details`), panel: <DetailsTab event={event} /> },
        {
          id: 'elements',
          label: label('elements', t`Elements`),
          panel: <ElementsTab selection={selection} onSelect={onSelectEntry} />,
        },
        {
          id: 'ticketing',
          label: t`Ticketing`,
          panel: (
            <Suspense fallback={loading}>
              <TicketingTab event={event} />
            </Suspense>
          ),
        },
        { id: 'options', label: label('options', t`Options`), panel: <OptionsTab /> },
        {
          id: 'resources',
          label: t`Resources`,
          panel: (
            <Suspense fallback={loading}>
              <ResourcesTab event={event} />
            </Suspense>
          ),
        },
      ]}
    />
  )
}
