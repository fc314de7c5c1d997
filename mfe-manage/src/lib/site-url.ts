import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { parseMeta } from '@tessera/shared/jsonapi/parse'
import { loadClientConfig } from './client-config'

const siteConfig = z.object({ app_url: z.string().url() })

/** `GET /config`'s `app_url`, without a trailing slash. */
async function getSiteUrl(): Promise<string> {
  return parseMeta(await loadClientConfig(), siteConfig).app_url.replace(/\/+$/, '')
}

/**
 * The site's one public address (the API's `APP_URL`, docs/DECISIONS.md "One canonical origin"),
 * the origin of every link an organizer copies or embeds, whatever address this page was opened
 * on; undefined until the API has said it.
 */
export function useSiteUrl(): string | undefined {
  return useQuery({ queryKey: ['config', 'app_url'], queryFn: getSiteUrl, staleTime: Infinity })
    .data
}
