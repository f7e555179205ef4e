export const COMPRESS_MIN_BYTES: number;
export const COMPRESSIBLE: RegExp;
export function compressFolder(
  dir: string,
): Promise<{ files: number; original: number; br: number; gz: number }>;
