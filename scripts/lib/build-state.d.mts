export function webBuildIsStale(outputIndex?: string): boolean;
export function widgetsBuildIsStale(output?: string): boolean;
