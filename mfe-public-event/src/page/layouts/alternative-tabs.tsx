import { useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Tabs } from '@tessera/shared/ui/tabs'

export type AlternativeTab = { id: string; label: string; panel: ReactNode; present: boolean }

/** The tab the alternative layouts open on when the event has images (spec "events" §2). */
export const DEFAULT_ALTERNATIVE_TAB = 'media-gallery'

/** The tabs of the tabloid and Eventalk layouts: those with content, on the media gallery first. */
export function AlternativeTabs({ tabs }: { tabs: AlternativeTab[] }) {
  const { t } = useLingui()
  const present = tabs.filter((tab) => tab.present)
  const first = present.some((tab) => tab.id === DEFAULT_ALTERNATIVE_TAB)
    ? DEFAULT_ALTERNATIVE_TAB
    : (present[0]?.id ?? '')
  const [selected, setSelected] = useState(first)
  if (present.length === 0) return null
  return (
    <div className="pe-alt-tabs">
      <Tabs label={t`Event sections`} tabs={present} selected={selected} onSelect={setSelected} />
    </div>
  )
}
