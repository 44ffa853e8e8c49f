import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { logger } from './lib/logger';
import { createServer } from './server';

const config = loadConfig();
const server = await createServer(config);
const http = serve({ fetch: server.app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `base embarquée dans ${config.dataDir}`;
  logger.info(`Livra écoute sur ${config.appUrl} (port ${info.port}, ${where})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} reçu : arrêt`);
  http.close();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
