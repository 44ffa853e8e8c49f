import { defineConfig } from 'drizzle-kit';

/**
 * Migrations are generated from the schema (`npm run db:generate -w @livra/server`) and
 * applied by the server on start. Column names are explicit snake_case in the schema, so no
 * `casing` option is needed here or in `drizzle()`.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
