export function webBuildIsStale(outputIndex?: string): boolean;
