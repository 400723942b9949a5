export const ENGINE_SHARDS: string[];
export const REMOTE_SHARD: string;
export const SHARD_NAMES: string[];
export function shardOf(path: string): string;
export function engineFiles(root?: string): string[];
export function remoteFiles(root?: string): string[];
export function shardFiles(shard: string, root?: string): string[];
