/**
 * The first admin's generated password, shown once: a boxed block of plain text on stdout, so
 * it stands out among the JSON log lines around it (and no log collector keeps it as an entry).
 */
export function firstAdminNotice({
  username,
  password,
  signInUrl,
}: {
  username: string;
  password: string;
  signInUrl: string;
}): string {
  const lines = [
    'Created the first staff admin. Sign in at',
    `  ${signInUrl}`,
    'with',
    `  username: ${username}`,
    `  password: ${password}`,
    'This password is not shown again. Add more staff with',
    '  npm run create-staff -- <username>',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return ['', rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, '', ''].join('\n');
}
