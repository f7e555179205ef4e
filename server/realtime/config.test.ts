import { describe, expect, it } from 'vitest';
import { loadRealtimeConfig } from './config';

describe('loadRealtimeConfig', () => {
  it('defaults to the embedded endpoint on the server’s own port', () => {
    const config = loadRealtimeConfig({ PORT: '8123' });
    expect(config).toMatchObject({ appId: 'shamba', key: 'shamba-key', activityTimeout: 20 });
    expect(config.publisher).toEqual({ embedded: true, host: '127.0.0.1', port: 8123, useTLS: false });
    expect(loadRealtimeConfig({}).publisher.port).toBe(8000);
  });

  it('makes a random secret per process when none is set, and keeps a given one', () => {
    const a = loadRealtimeConfig({}).secret;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(loadRealtimeConfig({}).secret).not.toBe(a);
    expect(loadRealtimeConfig({ PUSHER_SECRET: 'shared-secret' }).secret).toBe('shared-secret');
  });

  it('treats empty variables as unset', () => {
    const config = loadRealtimeConfig({ PUSHER_HOST: '', PUSHER_KEY: ' ', PUSHER_ACTIVITY_TIMEOUT: '' });
    expect(config.publisher.embedded).toBe(true);
    expect(config.key).toBe('shamba-key');
  });

  it('points at an external host with TLS unless told otherwise', () => {
    const config = loadRealtimeConfig({
      PUSHER_HOST: 'ws.example.org',
      PUSHER_PORT: '6001',
      PUSHER_SECRET: 's3cret-value',
    });
    expect(config.publisher).toEqual({
      embedded: false,
      host: 'ws.example.org',
      port: 6001,
      useTLS: true,
      cluster: undefined,
    });
    expect(loadRealtimeConfig({ PUSHER_HOST: 'h', PUSHER_USE_TLS: 'false' }).publisher.useTLS).toBe(false);
    expect(loadRealtimeConfig({ PUSHER_CLUSTER: 'us3' }).publisher).toMatchObject({
      embedded: false,
      cluster: 'us3',
    });
  });

  it('keeps the activity timeout within the 30 s an MV3 worker survives', () => {
    expect(loadRealtimeConfig({ PUSHER_ACTIVITY_TIMEOUT: '25' }).activityTimeout).toBe(25);
    expect(() => loadRealtimeConfig({ PUSHER_ACTIVITY_TIMEOUT: '31' })).toThrow(/PUSHER_ACTIVITY_TIMEOUT/);
    expect(() => loadRealtimeConfig({ PUSHER_PORT: 'abc' })).toThrow(/PUSHER_PORT/);
  });
});
