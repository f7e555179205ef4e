// The yardstick of auth-me.bench.ts: a bare Fastify 5 (no plugins, no logger, no hooks) with one route answering
// the same body as GET /api/auth/me, so the bench can say what the server's own overhead costs. Listens on PORT.
import Fastify from 'fastify';

const user = {
  id: '0b0e5c7e-5a55-4f0e-9d5b-6a6b4b8f3c21',
  name: 'Bench',
  email: 'bench@example.test',
  phone_number: null,
  email_verified_at: null,
  phone_verified_at: null,
  user_type: 'farmer',
  created_at: '2026-01-01T00:00:00.000Z',
};

const app = Fastify();
app.get('/api/auth/me', () => ({ user }));
app.get('/api/health', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
