/**
 * `npm run seed`: migrates the database and adds the demo data when it has no account yet.
 * The embedded database (./data/db) by default. A PostgreSQL server given by DATABASE_URL is
 * seeded only with `--force`: demo accounts with a published password do not belong there.
 */
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { loadConfig } from '@/config';
import { logger } from '@/lib/logger';
import { protectDataDir } from '@/lib/private-files';
import { openDatabase } from '../client';
import { users } from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './index';

const force = process.argv.includes('--force');
const config = loadConfig();

if (config.databaseUrl && !force) {
  logger.error(
    'DATABASE_URL est défini : refus d’ajouter les comptes de démonstration (mot de passe public) à ce serveur PostgreSQL. ' +
      'Relancez avec `npm run seed -- --force` si c’est vraiment voulu.',
  );
  process.exit(1);
}

if (!config.databaseUrl) protectDataDir(config.dataDir);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'db'),
});
try {
  await database.migrate();
  const [row] = await database.db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) {
    logger.info('La base contient déjà des comptes : données de démonstration non ajoutées.');
  } else {
    const started = Date.now();
    const summary = await seedDemoData(database.db);
    logger.info(`Données de démonstration ajoutées en ${Date.now() - started} ms`, summary);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      logger.info(`  ${account.role.padEnd(8)} ${account.email} / ${DEMO_PASSWORD}`);
    }
  }
} finally {
  await database.close();
}
