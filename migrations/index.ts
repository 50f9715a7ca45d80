import * as migration_20261125_213003_initial from './20261125_213003_initial';
import * as migration_20261125_213004_privacy_requests from './20261125_213004_privacy_requests';
import * as migration_20261125_213005_rate_limits from './20261125_213005_rate_limits';
import * as migration_20261125_213006_shared_secrets from './20261125_213006_shared_secrets';

export const migrations = [
  {
    up: migration_20261125_213003_initial.up,
    down: migration_20261125_213003_initial.down,
    name: '20261125_213003_initial',
  },
  {
    up: migration_20261125_213004_privacy_requests.up,
    down: migration_20261125_213004_privacy_requests.down,
    name: '20261125_213004_privacy_requests',
  },
  {
    up: migration_20261125_213005_rate_limits.up,
    down: migration_20261125_213005_rate_limits.down,
    name: '20261125_213005_rate_limits',
  },
  {
    up: migration_20261125_213006_shared_secrets.up,
    down: migration_20261125_213006_shared_secrets.down,
    name: '20261125_213006_shared_secrets'
  },
];
