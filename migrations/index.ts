import * as migration_20261125_211625_initial from './20261125_211625_initial';
import * as migration_20261125_211626_rate_limits from './20261125_211626_rate_limits';
import * as migration_20261125_211627_shared_secrets from './20261125_211627_shared_secrets';

export const migrations = [
  {
    up: migration_20261125_211625_initial.up,
    down: migration_20261125_211625_initial.down,
    name: '20261125_211625_initial',
  },
  {
    up: migration_20261125_211626_rate_limits.up,
    down: migration_20261125_211626_rate_limits.down,
    name: '20261125_211626_rate_limits',
  },
  {
    up: migration_20261125_211627_shared_secrets.up,
    down: migration_20261125_211627_shared_secrets.down,
    name: '20261125_211627_shared_secrets'
  },
];
