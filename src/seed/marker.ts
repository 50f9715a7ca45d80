/**
 * The key-value entry (payload_kv) the seed writes last: once set, later starts leave the owner's
 * edits (and deletions) alone, and `npm start` knows the database is ready to serve.
 */
export const SEED_MARKER = 'studio:seed'

/** Written once the consultation types and availability are seeded. */
export const CONSULTATIONS_SEED_MARKER = 'studio:seed:consultations'

/** Written once the privacy policy and its person in charge are seeded. */
export const PRIVACY_SEED_MARKER = 'studio:seed:privacy'

/** Written once the contract templates are seeded. */
export const CONTRACTS_SEED_MARKER = 'studio:seed:contracts'
