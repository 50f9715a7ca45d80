import { defineGet } from '@/lib/define-endpoint'

/**
 * GET /api/admin/contract-templates: `{ docs: [{ id, title }] }`, each title in the dashboard's
 * language, for the proposal form's choice of template. The templates themselves are edited in /cms.
 */
export const contractTemplatesEndpoint = defineGet.admin('/admin/contract-templates', async ({ payload, locale }) => {
  const { docs } = await payload.find({
    collection: 'contract-templates',
    locale,
    depth: 0,
    limit: 100,
    sort: 'title',
    overrideAccess: true,
    select: { title: true },
  })
  return { docs: docs.map((doc) => ({ id: doc.id, title: doc.title })) }
})
