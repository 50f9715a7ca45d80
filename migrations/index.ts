import * as migration_20261125_211413_initial from './20261125_211413_initial';
import * as migration_20261125_211414_rate_limits from './20261125_211414_rate_limits';
import * as migration_20261125_211415_shared_secrets from './20261125_211415_shared_secrets';
import * as migration_20261125_211416_privacy_requests from './20261125_211416_privacy_requests';

export const migrations = [
  {
    up: migration_20261125_211413_initial.up,
    down: migration_20261125_211413_initial.down,
    name: '20261125_211413_initial',
  },
  {
    up: migration_20261125_211414_rate_limits.up,
    down: migration_20261125_211414_rate_limits.down,
    name: '20261125_211414_rate_limits',
  },
  {
    up: migration_20261125_211415_shared_secrets.up,
    down: migration_20261125_211415_shared_secrets.down,
    name: '20261125_211415_shared_secrets',
  },
  {
    up: migration_20261125_211416_privacy_requests.up,
    down: migration_20261125_211416_privacy_requests.down,
    name: '20261125_211416_privacy_requests'
  },
];
