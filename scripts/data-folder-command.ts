/** What `npm run backup` and `npm run restore` share: their settings and how they fail. */
import { z } from 'zod';
import { ConfigError, parseEnv } from '@venue/service-kit/config';

const envSchema = z.object({
  DATA_DIR: z.string().default('data'),
  BACKUP_DIR: z.string().default('backups'),
  MONGO_URL: z.string().optional(),
});

/** The embedded data folder's settings; with MONGO_URL the data is not in files at all. */
export function dataFolderEnv(command: string): z.output<typeof envSchema> {
  const env = parseEnv(envSchema);
  if (env.MONGO_URL) {
    throw new ConfigError([
      `MONGO_URL: is set, so the data is in MongoDB, not in ${env.DATA_DIR}: ${command} it with ` +
        `mongo${command === 'back up' ? 'dump' : 'restore'} per service database (see infra/README.md)`,
    ]);
  }
  return env;
}

export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  });
}
