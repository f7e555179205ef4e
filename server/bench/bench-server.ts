// The HTTP side every HTTP benchmark shares: the real server in its own process, and a signed-in session.
import { spawn } from 'node:child_process';
import { buildIsStale } from '../../scripts/lib/build-state.mjs';
import { freePort, waitForHttp } from '../../scripts/lib/ports.mjs';

/**
 * The server as npm start runs it when the bundle is current; otherwise its sources (so a fresh change counts),
 * with production defaults on a free loopback port. BENCH_NODE_FLAGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof",
 * profiles it under load.
 */
export async function startServer(env: Record<string, string>) {
  const bundled = !buildIsStale('server');
  const args = bundled ? ['dist/server/server.mjs'] : ['--import', 'tsx', 'server/server.ts'];
  const port = await freePort();
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...flags, ...args], {
    stdio: 'ignore',
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 120_000, isAlive: () => server.exitCode === null });
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  };
  return {
    origin,
    stop,
    pid: server.pid!,
    how: bundled ? 'the built bundle' : 'the sources under tsx (the bundle is stale)',
  };
}

/** The Authorization header of a session of the seeded account. */
export async function signIn(origin: string, email: string, password: string) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}
