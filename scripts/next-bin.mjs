// Next's command line, as its package declares it (`bin.next`, linked by npm into
// node_modules/.bin): the one place the scripts and the tests name it. It is a JavaScript file, so
// it runs with this Node (`spawn(process.execPath, [NEXT_BIN, …])`) or as a cluster worker's program.
import path from 'node:path';

export const NEXT_BIN = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'next');
