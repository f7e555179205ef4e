import { describe, expect, it } from 'vitest';
import { parseSoundPreferences, serializeSoundPreferences, soundToPlay } from './sound-preferences';

describe('sound preferences (docs/product/notifications.md: enabled true, volume 0.7 by default)', () => {
  it.each([
    [null, { enabled: true, volume: 0.7 }],
    ['not json', { enabled: true, volume: 0.7 }],
    ['"a string"', { enabled: true, volume: 0.7 }],
    ['{"enabled":false}', { enabled: false, volume: 0.7 }],
    ['{"enabled":"yes","volume":0.25}', { enabled: true, volume: 0.25 }],
    ['{"volume":7}', { enabled: true, volume: 1 }],
    ['{"volume":-1}', { enabled: true, volume: 0 }],
    ['{"volume":0.123}', { enabled: true, volume: 0.12 }],
  ])('%s reads as %j', (raw, expected) => expect(parseSoundPreferences(raw)).toEqual(expected));

  it('round-trips, rounding the volume to the slider step (0.01)', () => {
    const raw = serializeSoundPreferences({ enabled: false, volume: 0.456 });
    expect(JSON.parse(raw)).toEqual({ enabled: false, volume: 0.46 });
    expect(parseSoundPreferences(raw)).toEqual({ enabled: false, volume: 0.46 });
  });

  it('plays at the volume when enabled; not at all when off or silent', () => {
    expect(soundToPlay({ enabled: true, volume: 0.7 })).toBe(0.7);
    expect(soundToPlay({ enabled: false, volume: 0.7 })).toBeNull();
    expect(soundToPlay({ enabled: true, volume: 0 })).toBeNull();
  });
});
