import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w server -- --name <what>` writes a new versioned migration. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
