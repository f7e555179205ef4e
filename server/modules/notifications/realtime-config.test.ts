// GET /api/realtime/config for each kind of realtime host (docs/architecture.md "Realtime and push").
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RealtimeClientConfigSchema } from '@/shared/contracts/notifications';
import { loadRealtimeConfig } from '@/server/realtime/config';
import { loadNotificationConfig } from './config';
import { createTestApp } from '@/server/test/app';
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

describe('GET /api/realtime/config push settings', () => {
  const firebase = {
    apiKey: 'AIza-test',
    projectId: 'shamba',
    messagingSenderId: '42',
    appId: '1:42:web:abc',
  };

  it('sends the Firebase web config when push is configured, so browsers can ask for a token', async () => {
    const t = await createTestApp({ notifications: { firebaseWeb: firebase } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/realtime/config' });
      expect(RealtimeClientConfigSchema.parse(res.json()).push).toEqual({ firebase });
    } finally {
      await t.close();
    }
  });

  it('says push is off without a config', async () => {
    const t = await createTestApp({ notifications: { firebaseWeb: null } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/realtime/config' });
      expect(res.json().push).toEqual({ firebase: null });
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/realtime/config messages', () => {
  it('says e-mail and SMS go to the outbox without SMTP or an SMS provider, so pages can say where codes are', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/realtime/config' });
      expect(RealtimeClientConfigSchema.parse(res.json()).messages).toEqual({
        email: 'outbox',
        sms: 'outbox',
      });
    } finally {
      await t.close();
    }
  });

  it('says e-mail is sent when a mail transport is configured', async () => {
    const t = await createTestApp({
      mailer: { kind: 'smtp', send: async () => {}, close: () => {} },
      sms: { kind: 'africastalking', send: async () => {} },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/realtime/config' });
      expect(res.json().messages).toEqual({ email: 'smtp', sms: 'provider' });
    } finally {
      await t.close();
    }
  });
});

describe('FIREBASE_WEB_CONFIG', () => {
  it('is read as JSON, and a missing field or bad JSON stops the start with what to fix', () => {
    const text = JSON.stringify({ apiKey: 'a', projectId: 'p', messagingSenderId: 's', appId: 'i' });
    expect(loadNotificationConfig({ FIREBASE_WEB_CONFIG: text }).firebaseWeb).toMatchObject({
      projectId: 'p',
    });
    expect(loadNotificationConfig({}).firebaseWeb).toBeNull();
    expect(() => loadNotificationConfig({ FIREBASE_WEB_CONFIG: '{"apiKey":"a"}' })).toThrow(
      'FIREBASE_WEB_CONFIG needs projectId, messagingSenderId, appId',
    );
    expect(() => loadNotificationConfig({ FIREBASE_WEB_CONFIG: 'apiKey=a' })).toThrow('is not JSON');
  });
});
