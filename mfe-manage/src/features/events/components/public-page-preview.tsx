import { useState } from 'react'
import { I18nProvider } from '@lingui/react'
import { useStore } from '@nanostores/react'
import { useQuery } from '@tanstack/react-query'
import type { Locale } from '@tessera/shared/i18n/locales'
import { $locale } from '@tessera/shared/stores/locale'
import { Loaded } from '../../../components/loaded'
import { loadMapsConfig } from '../../../components/map-picker/maps-config'
import { usePublicView } from '../../../lib/events-api'
import { loadPublicPage } from '../../../lib/public-page-remote'

/** mfe-public-event's page with its own Lingui instance in `locale`, fetched on first use. */
async function publicPage(locale: Locale) {
  const remote = await loadPublicPage()
  return { Page: remote.PublicEventPage, i18n: await remote.pageI18n(locale) }
}

/**
 * The event's public page as visitors get it (mfe-public-event's `PublicEventPage`, loaded through
 * Module Federation with its CSS), from `GET /events/{id}/public-view`: drafts included.
 */
export function PublicPagePreview({ id }: { id: string }) {
  const locale = useStore($locale)
  const [now] = useState(() => new Date().toISOString())
  const view = usePublicView(id)
  const page = useQuery({
    queryKey: ['remote', 'publicEvent/page', locale],
    queryFn: () => publicPage(locale),
    staleTime: Infinity,
  })
  const maps = useQuery({
    queryKey: ['config', 'maps'],
    queryFn: loadMapsConfig,
    staleTime: Infinity,
  })
  const mapTiles = maps.data && { url: maps.data.tile_url, attribution: maps.data.tile_attribution }
  return (
    <Loaded state={page}>
      {({ Page, i18n }) => (
        <Loaded state={view}>
          {(event) => (
            <I18nProvider i18n={i18n}>
              <Page event={event} now={now} preview mapTiles={mapTiles} />
            </I18nProvider>
          )}
        </Loaded>
      )}
    </Loaded>
  )
}
