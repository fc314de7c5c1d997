import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { onRecordTitle, type RecordTitle } from '@tessera/shared/routing/record-title'
import { documentTitle } from '@tessera/shared/routing/route-titles'
import { matchRoute } from '@tessera/shared/routing/routes'
import type { ContentView } from './content'

/** Keeps the record a screen names unless a late "gone" concerns another page. */
const follow = (previous: RecordTitle | null, next: RecordTitle) =>
  next.name === null && previous?.pathname !== next.pathname ? previous : next

/**
 * Titles the document after the current route ("Events · Tessera", translated), with the name of
 * the record the screen shows when it sends one (`useRecordTitle`). Screen readers hear the new
 * page through the focus moving to its heading (`focusPageHeading`).
 */
export function useDocumentTitle(pathname: string, view: ContentView): void {
  const { i18n } = useLingui()
  const [record, setRecord] = useState<RecordTitle | null>(null)
  useEffect(() => onRecordTitle((next) => setRecord((previous) => follow(previous, next))), [])
  const locale = i18n.locale
  useEffect(() => {
    if (view.kind === 'redirect') return
    const match = matchRoute(pathname)
    const served = view.kind !== 'notFound' && match?.name && match.def.served
    const name = record?.pathname === pathname ? record.name : null
    document.title = documentTitle(i18n, served ? match.name : null, name)
  }, [i18n, locale, pathname, view.kind, record])
}
