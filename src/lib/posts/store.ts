import type { Payload } from 'payload'

import { adapterPool } from '@/platform/payload-adapter'
import { media, posts, postsVersions } from '@/platform/payload-tables'

/**
 * The posts' store: the statements on `posts` and its versions that Payload's local API does not
 * serve. A view counted in one atomic UPDATE, and the set of images only drafts use, which the
 * media's read access asks on every image request. Writing posts goes through Payload in
 * operations.ts. Both go to Payload's pg pool as text, with the tables' names already quoted.
 */

type Pool = { query: (text: string, values?: unknown[]) => Promise<{ rows: { id: number }[] }> }

// Statement text with the names of Payload's tables (src/platform/payload-tables.ts).
const P = posts.quoted
const V = postsVersions.quoted

/**
 * Images that only drafts use: the cover of a post that was never published (its row says draft)
 * or of a draft kept in the versions table, and that no published post and no other document
 * (reviews, services, page globals: every foreign key to media outside the posts tables) uses.
 */
const HIDDEN_SQL = `
WITH other_refs AS (
  SELECT kcu.table_name, kcu.column_name
  FROM information_schema.table_constraints tc
  JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
  JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
  WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema() AND ccu.table_name = '${media.tableName}'
    AND kcu.table_name NOT IN ('${posts.tableName}', '${postsVersions.tableName}') AND kcu.table_name NOT LIKE 'payload\\_%'
    -- media's own tables (media_locales: the localized alt text) are not uses of an image
    AND kcu.table_name NOT LIKE '${media.tableName}\\_%'
)
SELECT string_agg(format('SELECT %I AS id FROM %I WHERE %I IS NOT NULL', column_name, table_name, column_name), ' UNION ') AS sql FROM other_refs`

/**
 * What can change the hidden set, read in one cheap statement: a post saved, unpublished or
 * deleted (the posts row), a draft saved or autosaved (the versions row). The set is recomputed
 * when this changes, so a new draft's cover is hidden at once on every instance; a per-process
 * timer alone let an instance serve it for seconds after the draft was saved elsewhere.
 */
const STAMP_SQL = `SELECT concat_ws('/',
  (SELECT count(*) FROM ${P.table}), (SELECT max(${P.updated_at}) FROM ${P.table}),
  (SELECT count(*) FROM ${V.table}), (SELECT max(${V.updated_at}) FROM ${V.table})) AS stamp`

/**
 * Other documents that stop using an image (a review given another photo) are not in the stamp:
 * the image was public until then, so the set may catch up with them a few seconds later.
 */
const MAX_AGE_MS = 5_000
const cache = new WeakMap<object, { at: number; stamp: string; ids: Promise<number[]> }>()
const otherRefsSql = new WeakMap<object, Promise<string | null>>()

async function loadHidden(pool: Pool): Promise<number[]> {
  let others = otherRefsSql.get(pool)
  if (!others) {
    others = pool
      .query(HIDDEN_SQL)
      .then((r) => (r.rows[0] as unknown as { sql: string | null } | undefined)?.sql ?? null)
    otherRefsSql.set(pool, others)
    others.catch(() => otherRefsSql.delete(pool))
  }
  const usedElsewhere = await others
  const { rows } = await pool.query(`
    SELECT id FROM (
      SELECT ${P.cover_image_id} AS id FROM ${P.table}
       WHERE ${P._status} IS DISTINCT FROM 'published' AND ${P.cover_image_id} IS NOT NULL
      UNION SELECT ${V.version_cover_image_id} FROM ${V.table} WHERE ${V.version_cover_image_id} IS NOT NULL
    ) drafts
    EXCEPT SELECT ${P.cover_image_id} FROM ${P.table} WHERE ${P._status} = 'published' AND ${P.cover_image_id} IS NOT NULL
    ${usedElsewhere ? `EXCEPT (${usedElsewhere})` : ''}`)
  return rows.map((row) => Number(row.id))
}

/**
 * The images only drafts use (see HIDDEN_SQL). Every image request of a page view asks: the set is
 * kept per process while its stamp holds.
 */
export async function hiddenMedia(payload: Payload): Promise<number[]> {
  const pool = adapterPool<Pool>(payload)!
  const { rows } = await pool.query(STAMP_SQL)
  const stamp = String((rows[0] as unknown as { stamp: string }).stamp)
  const hit = cache.get(pool)
  if (hit && hit.stamp === stamp && Date.now() - hit.at < MAX_AGE_MS) return hit.ids
  const ids = loadHidden(pool)
  cache.set(pool, { at: Date.now(), stamp, ids })
  ids.catch(() => cache.delete(pool))
  return ids
}

/**
 * Counts a view of the published post `slug`; false when no published post has it. A single atomic
 * UPDATE: no read-modify-write race between instances, and no Payload hooks, which would
 * revalidate the post's pages for a counter nobody sees on them.
 */
export async function incrementViews(payload: Payload, slug: string): Promise<boolean> {
  const { rows } = await adapterPool<Pool>(payload)!.query(
    `UPDATE ${P.table} SET ${P.views} = coalesce(${P.views}, 0) + 1 WHERE ${P.slug} = $1 AND ${P._status} = 'published'
     RETURNING ${P.views}`,
    [slug],
  )
  return rows.length > 0
}
