export const SHARD_NAMES: string[];
export function shardOf(path: string): string;
export function engineFiles(root?: string): string[];
export function shardFiles(shard: string, root?: string): string[];
