export function findChromium(env?: NodeJS.ProcessEnv): string | null;
export function chromiumMissing(env?: NodeJS.ProcessEnv): string;
