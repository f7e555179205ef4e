export function moduleMockingTests(roots: string[], cwd?: string): string[];
