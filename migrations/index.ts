import * as migration_20261126_000256_initial from './20261126_000256_initial';
import * as migration_20261126_000257_privacy_requests from './20261126_000257_privacy_requests';
import * as migration_20261126_000258_consultation_overlap from './20261126_000258_consultation_overlap';
import * as migration_20261126_000259_rate_limits from './20261126_000259_rate_limits';
import * as migration_20261126_000300_shared_secrets from './20261126_000300_shared_secrets';
import * as migration_20261128_073811_consultation_holders from './20261128_073811_consultation_holders';
import * as migration_20261128_073839_outbox_about_record from './20261128_073839_outbox_about_record';
import * as migration_20261128_073900_privacy_request_matches from './20261128_073900_privacy_request_matches';
import * as migration_20261128_074051_receipts from './20261128_074051_receipts';
import * as migration_20261128_074149_backup_status from './20261128_074149_backup_status';
import * as migration_20261128_074827_payments from './20261128_074827_payments';
import * as migration_20261128_074900_payments_constraints from './20261128_074900_payments_constraints';
import * as migration_20261128_082129_refund_note from './20261128_082129_refund_note';
import * as migration_20261128_104022_consultation_payments from './20261128_104022_consultation_payments';
import * as migration_20261128_104100_consultation_payment_hold from './20261128_104100_consultation_payment_hold';
import * as migration_20261128_200000_checkout_sessions from './20261128_200000_checkout_sessions';
import * as migration_20261128_230000_backup_key from './20261128_230000_backup_key';
import * as migration_20261129_005214_contracts_refunds_receipts from './20261129_005214_contracts_refunds_receipts';
import * as migration_20261129_005300_refunds_reserved_constraints from './20261129_005300_refunds_reserved_constraints';
import * as migration_20261129_010000_proposals from './20261129_010000_proposals';
import * as migration_20261129_040645_installment_purpose from './20261129_040645_installment_purpose';
import * as migration_20261129_040700_installment_payments from './20261129_040700_installment_payments';

export const migrations = [
  {
    up: migration_20261126_000256_initial.up,
    down: migration_20261126_000256_initial.down,
    name: '20261126_000256_initial',
  },
  {
    up: migration_20261126_000257_privacy_requests.up,
    down: migration_20261126_000257_privacy_requests.down,
    name: '20261126_000257_privacy_requests',
  },
  {
    up: migration_20261126_000258_consultation_overlap.up,
    down: migration_20261126_000258_consultation_overlap.down,
    name: '20261126_000258_consultation_overlap',
  },
  {
    up: migration_20261126_000259_rate_limits.up,
    down: migration_20261126_000259_rate_limits.down,
    name: '20261126_000259_rate_limits',
  },
  {
    up: migration_20261126_000300_shared_secrets.up,
    down: migration_20261126_000300_shared_secrets.down,
    name: '20261126_000300_shared_secrets',
  },
  {
    up: migration_20261128_073811_consultation_holders.up,
    down: migration_20261128_073811_consultation_holders.down,
    name: '20261128_073811_consultation_holders',
  },
  {
    up: migration_20261128_073839_outbox_about_record.up,
    down: migration_20261128_073839_outbox_about_record.down,
    name: '20261128_073839_outbox_about_record',
  },
  {
    up: migration_20261128_073900_privacy_request_matches.up,
    down: migration_20261128_073900_privacy_request_matches.down,
    name: '20261128_073900_privacy_request_matches',
  },
  {
    up: migration_20261128_074051_receipts.up,
    down: migration_20261128_074051_receipts.down,
    name: '20261128_074051_receipts',
  },
  {
    up: migration_20261128_074149_backup_status.up,
    down: migration_20261128_074149_backup_status.down,
    name: '20261128_074149_backup_status',
  },
  {
    up: migration_20261128_074827_payments.up,
    down: migration_20261128_074827_payments.down,
    name: '20261128_074827_payments',
  },
  {
    up: migration_20261128_074900_payments_constraints.up,
    down: migration_20261128_074900_payments_constraints.down,
    name: '20261128_074900_payments_constraints',
  },
  {
    up: migration_20261128_082129_refund_note.up,
    down: migration_20261128_082129_refund_note.down,
    name: '20261128_082129_refund_note',
  },
  {
    up: migration_20261128_104022_consultation_payments.up,
    down: migration_20261128_104022_consultation_payments.down,
    name: '20261128_104022_consultation_payments',
  },
  {
    up: migration_20261128_104100_consultation_payment_hold.up,
    down: migration_20261128_104100_consultation_payment_hold.down,
    name: '20261128_104100_consultation_payment_hold',
  },
  {
    up: migration_20261128_200000_checkout_sessions.up,
    down: migration_20261128_200000_checkout_sessions.down,
    name: '20261128_200000_checkout_sessions',
  },
  {
    up: migration_20261128_230000_backup_key.up,
    down: migration_20261128_230000_backup_key.down,
    name: '20261128_230000_backup_key',
  },
  {
    up: migration_20261129_005214_contracts_refunds_receipts.up,
    down: migration_20261129_005214_contracts_refunds_receipts.down,
    name: '20261129_005214_contracts_refunds_receipts',
  },
  {
    up: migration_20261129_005300_refunds_reserved_constraints.up,
    down: migration_20261129_005300_refunds_reserved_constraints.down,
    name: '20261129_005300_refunds_reserved_constraints',
  },
  {
    up: migration_20261129_010000_proposals.up,
    down: migration_20261129_010000_proposals.down,
    name: '20261129_010000_proposals',
  },
  {
    up: migration_20261129_040645_installment_purpose.up,
    down: migration_20261129_040645_installment_purpose.down,
    name: '20261129_040645_installment_purpose',
  },
  {
    up: migration_20261129_040700_installment_payments.up,
    down: migration_20261129_040700_installment_payments.down,
    name: '20261129_040700_installment_payments'
  },
];
