// GET /api/realtime/config for each kind of realtime host (DESIGN "Realtime and push").
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadRealtimeConfig } from '@/server/realtime/config';
import { clientConfig } from './realtime-routes';

const request = (protocol: 'http' | 'https', hostname: string, port: number | null) =>
  ({ protocol, hostname, port }) as unknown as FastifyRequest;

describe('clientConfig', () => {
  it('points clients back at this server when the endpoint is embedded', () => {
    const config = loadRealtimeConfig({ PUSHER_KEY: 'k' });
    expect(clientConfig(config, request('https', 'farm.example', null))).toMatchObject({
      key: 'k',
      wsHost: 'farm.example',
      wsPort: 443,
      forceTLS: true,
      enabled: true,
    });
    expect(clientConfig(config, request('http', 'localhost', 8000))).toMatchObject({
      wsPort: 8000,
      forceTLS: false,
    });
  });

  it('points clients at an external host or a Pusher cluster', () => {
    const host = loadRealtimeConfig({
      PUSHER_HOST: 'ws.example',
      PUSHER_PORT: '6001',
      PUSHER_USE_TLS: 'false',
    });
    expect(clientConfig(host, request('https', 'x', null))).toMatchObject({
      wsHost: 'ws.example',
      wsPort: 6001,
      forceTLS: false,
    });
    const cloud = loadRealtimeConfig({ PUSHER_CLUSTER: 'eu' });
    expect(clientConfig(cloud, request('http', 'x', null))).toMatchObject({
      wsHost: 'ws-eu.pusher.com',
      wsPort: 443,
      forceTLS: true,
      cluster: 'eu',
    });
  });
});
