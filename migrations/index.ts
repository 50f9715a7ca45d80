import * as migration_20261125_232259_initial from './20261125_232259_initial';
import * as migration_20261125_232300_privacy_requests from './20261125_232300_privacy_requests';
import * as migration_20261125_232301_consultation_overlap from './20261125_232301_consultation_overlap';
import * as migration_20261125_232302_rate_limits from './20261125_232302_rate_limits';
import * as migration_20261125_232303_shared_secrets from './20261125_232303_shared_secrets';

export const migrations = [
  {
    up: migration_20261125_232259_initial.up,
    down: migration_20261125_232259_initial.down,
    name: '20261125_232259_initial',
  },
  {
    up: migration_20261125_232300_privacy_requests.up,
    down: migration_20261125_232300_privacy_requests.down,
    name: '20261125_232300_privacy_requests',
  },
  {
    up: migration_20261125_232301_consultation_overlap.up,
    down: migration_20261125_232301_consultation_overlap.down,
    name: '20261125_232301_consultation_overlap',
  },
  {
    up: migration_20261125_232302_rate_limits.up,
    down: migration_20261125_232302_rate_limits.down,
    name: '20261125_232302_rate_limits',
  },
  {
    up: migration_20261125_232303_shared_secrets.up,
    down: migration_20261125_232303_shared_secrets.down,
    name: '20261125_232303_shared_secrets'
  },
];
