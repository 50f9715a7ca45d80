import * as migration_20261125_214758_initial from './20261125_214758_initial';
import * as migration_20261125_214759_consultation_overlap from './20261125_214759_consultation_overlap';
import * as migration_20261125_214800_rate_limits from './20261125_214800_rate_limits';
import * as migration_20261125_214801_shared_secrets from './20261125_214801_shared_secrets';

export const migrations = [
  {
    up: migration_20261125_214758_initial.up,
    down: migration_20261125_214758_initial.down,
    name: '20261125_214758_initial',
  },
  {
    up: migration_20261125_214759_consultation_overlap.up,
    down: migration_20261125_214759_consultation_overlap.down,
    name: '20261125_214759_consultation_overlap',
  },
  {
    up: migration_20261125_214800_rate_limits.up,
    down: migration_20261125_214800_rate_limits.down,
    name: '20261125_214800_rate_limits',
  },
  {
    up: migration_20261125_214801_shared_secrets.up,
    down: migration_20261125_214801_shared_secrets.down,
    name: '20261125_214801_shared_secrets'
  },
];
