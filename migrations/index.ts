import * as migration_20261121_085151_initial from './20261121_085151_initial';

export const migrations = [
  {
    up: migration_20261121_085151_initial.up,
    down: migration_20261121_085151_initial.down,
    name: '20261121_085151_initial'
  },
];
