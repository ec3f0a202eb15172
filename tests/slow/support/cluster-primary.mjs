// Runs scripts/cluster.mjs's primary with the options given as JSON in argv[2] (cluster.test.ts);
// `envBySlot[i]` is the extra environment of worker slot i.
import { runCluster } from '../../../scripts/cluster.mjs';

const { envBySlot = [], ...options } = JSON.parse(process.argv[2]);
runCluster({ ...options, envFor: (slot) => envBySlot[slot] ?? {} });
