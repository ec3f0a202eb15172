// npm run bench:front — only the static page's side-by-side comparison of `npm run bench`: the app
// alone, the app behind nginx (scripts/deploy/), and nginx serving the same HTML
// (scripts/bench/nginx-compare.ts). Needs nginx (apt-get install nginx-light).
import { compareWithNginx } from './nginx-compare';
import { benchEnv, freshDatabase, main, productionBuild, startServer } from './lib';

await main(async () => {
  const databaseUrl = await freshDatabase('front');
  const env = benchEnv();
  const distDir = await productionBuild(databaseUrl, env);
  const server = await startServer(distDir, databaseUrl, env);
  const { front } = await compareWithNginx(server, databaseUrl);
  return front >= 0.6;
});
