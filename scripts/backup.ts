/**
 * `npm run backup`: copies the embedded data folder (DATA_DIR) into a new timestamped folder
 * under BACKUP_DIR (default `backups`) and prints where. Safe while the product runs: see
 * packages/store/src/embedded.backup.ts.
 */
import { backUpDataFolder } from '@venue/store/embedded.backup';
import { dataFolderEnv, runCommand } from './data-folder-command';

runCommand(async () => {
  const env = dataFolderEnv('back up');
  const folder = await backUpDataFolder(env.DATA_DIR, env.BACKUP_DIR);
  process.stdout.write(`Backed up ${env.DATA_DIR} to ${folder}\n`);
});
