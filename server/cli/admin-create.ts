// `npm run admin:create -- --email admin@example.org [--name "Platform Admin"]`: creates the platform
// administrator, or promotes an existing account (README "The first superadmin"). There are no default accounts
// or passwords: the password comes from ADMIN_PASSWORD or is typed on the terminal, hidden.
import { stdin, stdout } from 'node:process';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '@/server/db/client';
import { loadConfig } from '@/server/plugins/config';
import { createSuperadmin } from '@/server/modules/auth/superadmin';

export function parseAdminArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    throw new Error(
      'Give the administrator e-mail: npm run admin:create -- --email admin@example.org [--name "…"]',
    );
  }
  return { email, name: values.name?.trim() || 'Platform Admin' };
}

/** Reads a line without echoing it (the prompt is shown, the typed characters are not). */
function askHidden(prompt: string): Promise<string> {
  const rl = readline.createInterface({ input: stdin, output: stdout, terminal: true });
  const muted = rl as unknown as { _writeToOutput: (text: string) => void };
  let prompted = false;
  muted._writeToOutput = (text) => {
    if (!prompted) stdout.write(text);
    prompted = true;
  };
  return new Promise((resolve) =>
    rl.question(prompt, (answer) => {
      rl.close();
      stdout.write('\n');
      resolve(answer);
    }),
  );
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!stdin.isTTY) throw new Error('Set ADMIN_PASSWORD, or run this on a terminal to type the password.');
  const first = await askHidden('Password for the administrator: ');
  const second = await askHidden('Type it again: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

async function main() {
  const { email, name } = parseAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const outcome = await createSuperadmin(database.db, { email, name, password: () => readPassword() });
    console.log(
      outcome === 'created'
        ? `Created the superadmin ${email}. Sign in at /login.`
        : `${email} already had an account: it is now a superadmin (its password is unchanged).`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
