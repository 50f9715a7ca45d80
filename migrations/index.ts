import * as migration_20261124_002140_initial from './20261124_002140_initial';
import * as migration_20261124_002141_rate_limits from './20261124_002141_rate_limits';
import * as migration_20261124_002142_shared_secrets from './20261124_002142_shared_secrets';
import * as migration_20261125_210000_privacy_requests from './20261125_210000_privacy_requests';

export const migrations = [
  {
    up: migration_20261124_002140_initial.up,
    down: migration_20261124_002140_initial.down,
    name: '20261124_002140_initial',
  },
  {
    up: migration_20261124_002141_rate_limits.up,
    down: migration_20261124_002141_rate_limits.down,
    name: '20261124_002141_rate_limits',
  },
  {
    up: migration_20261124_002142_shared_secrets.up,
    down: migration_20261124_002142_shared_secrets.down,
    name: '20261124_002142_shared_secrets'
  },
  {
    up: migration_20261125_210000_privacy_requests.up,
    down: migration_20261125_210000_privacy_requests.down,
    name: '20261125_210000_privacy_requests'
  },
];
