/** The time source of every rule with a deadline (code expiry, throttles), injected so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
