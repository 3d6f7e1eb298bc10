/**
 * `npm run create-staff -- <username> [--admin]`: adds a staff account to the staff service's
 * database (DATA_DIR or MONGO_URL, as the product is configured) while the product is stopped
 * (a running product's admins add accounts on the staff pages). The password comes from
 * STAFF_PASSWORD or is asked for twice without echo.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { AppError } from '@venue/service-kit/errors';
import { openStore } from '@venue/service-kit/backing';
import { backingEnvSchema, ConfigError, parseEnv } from '@venue/service-kit/config';
import { revokedTokensRepository } from './revoked-tokens.repository';
import { staffAccounts } from './staff-accounts.domain';
import { staffUsersRepository } from './staff-users.repository';
import { staffService } from './staff.service';

async function askPassword(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const readline = createInterface({ input: process.stdin, output, terminal: true });
  const answer = readline.question(prompt);
  muted = true;
  const password = await answer;
  readline.close();
  process.stdout.write('\n');
  return password;
}

async function main() {
  const args = process.argv.slice(2);
  const username = args.find((arg) => !arg.startsWith('--'));
  if (!username) throw new Error('Usage: npm run create-staff -- <username> [--admin]');
  const role = args.includes('--admin') ? 'admin' : 'staff';
  const env = parseEnv(backingEnvSchema);
  let password = process.env.STAFF_PASSWORD;
  if (!password) {
    password = await askPassword(`Password for ${username}: `);
    if ((await askPassword('Repeat the password: ')) !== password)
      throw new Error('The passwords do not match');
  }
  const store = await openStore(env, staffService.name);
  try {
    const accounts = staffAccounts(
      await staffUsersRepository(store),
      await revokedTokensRepository(store),
    );
    const account = await accounts.create({ username, password, role });
    process.stdout.write(`Created ${account.role} account ${account.username}\n`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  const details =
    error instanceof AppError && error.errors
      ? `\n${Object.values(error.errors).flat().join('\n')}`
      : '';
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}${details}\n`,
  );
  process.exit(1);
});
