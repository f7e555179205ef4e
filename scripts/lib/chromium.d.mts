export const CHROMIUM_FLAGS: string[];
export function findChromium(): string | null;
export function ensureChromium(options?: { log?: (message: string) => void }): string;
