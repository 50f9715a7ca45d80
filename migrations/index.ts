import * as migration_20261125_205351_initial from './20261125_205351_initial';
import * as migration_20261125_205352_rate_limits from './20261125_205352_rate_limits';
import * as migration_20261125_205353_shared_secrets from './20261125_205353_shared_secrets';
import * as migration_20261125_205354_consultation_overlap from './20261125_205354_consultation_overlap';

export const migrations = [
  {
    up: migration_20261125_205351_initial.up,
    down: migration_20261125_205351_initial.down,
    name: '20261125_205351_initial',
  },
  {
    up: migration_20261125_205352_rate_limits.up,
    down: migration_20261125_205352_rate_limits.down,
    name: '20261125_205352_rate_limits',
  },
  {
    up: migration_20261125_205353_shared_secrets.up,
    down: migration_20261125_205353_shared_secrets.down,
    name: '20261125_205353_shared_secrets',
  },
  {
    up: migration_20261125_205354_consultation_overlap.up,
    down: migration_20261125_205354_consultation_overlap.down,
    name: '20261125_205354_consultation_overlap'
  },
];
