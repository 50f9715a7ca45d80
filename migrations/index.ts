import * as migration_20261123_232610_initial from './20261123_232610_initial';
import * as migration_20261123_232611_rate_limits from './20261123_232611_rate_limits';
import * as migration_20261123_232612_shared_secrets from './20261123_232612_shared_secrets';

export const migrations = [
  {
    up: migration_20261123_232610_initial.up,
    down: migration_20261123_232610_initial.down,
    name: '20261123_232610_initial',
  },
  {
    up: migration_20261123_232611_rate_limits.up,
    down: migration_20261123_232611_rate_limits.down,
    name: '20261123_232611_rate_limits',
  },
  {
    up: migration_20261123_232612_shared_secrets.up,
    down: migration_20261123_232612_shared_secrets.down,
    name: '20261123_232612_shared_secrets'
  },
];
