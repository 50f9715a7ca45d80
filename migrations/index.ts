import * as migration_20261121_094142_initial from './20261121_094142_initial'
import * as migration_20261121_094143_rate_limits from './20261121_094143_rate_limits'

export const migrations = [
  {
    up: migration_20261121_094142_initial.up,
    down: migration_20261121_094142_initial.down,
    name: '20261121_094142_initial',
  },
  {
    up: migration_20261121_094143_rate_limits.up,
    down: migration_20261121_094143_rate_limits.down,
    name: '20261121_094143_rate_limits',
  },
]
