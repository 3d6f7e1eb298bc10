/**
 * `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` back as the
 * embedded data folder (DATA_DIR), with the product stopped, keeping the data it replaces
 * aside. See packages/store/src/embedded.restore.ts.
 */
import { restoreDataFolder } from '@venue/store/embedded.restore';
import { dataFolderEnv, runCommand } from './data-folder-command';

runCommand(async () => {
  const [backup] = process.argv.slice(2);
  if (!backup) throw new Error('Usage: npm run restore -- <backup folder>');
  const env = dataFolderEnv('restore');
  const { replacedDataMovedTo } = await restoreDataFolder(backup, env.DATA_DIR);
  process.stdout.write(
    `Restored ${backup} into ${env.DATA_DIR}.\n` +
      (replacedDataMovedTo
        ? `The data it replaced is in ${replacedDataMovedTo}; delete that folder once all is well.\n`
        : ''),
  );
});
