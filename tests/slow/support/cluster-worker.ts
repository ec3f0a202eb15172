// A stand-in for `next start` under scripts/cluster.mjs: answers with its pid and how many times
// siblings asked it to forget the quote data, and its ROLE; /forget asks them, /crash dies.
// Args: port [mode].
import { createServer } from 'node:http';
import { onSiblingMessage, tellSiblings } from '@/server/cache/siblings';

const [port, mode] = process.argv.slice(2);
if (mode === 'fail-at-start') process.exit(2);

let forgotten = 0;
onSiblingMessage('quote-data-changed', () => (forgotten += 1));

const server = createServer((req, res) => {
  if (req.url === '/crash') process.exit(3);
  if (req.url === '/forget') tellSiblings('quote-data-changed');
  res.setHeader('connection', 'close');
  res.end(JSON.stringify({ pid: process.pid, forgotten, role: process.env.ROLE ?? null }));
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
