// The key the relay seals the notification addresses with, in a file of its own (issue 44.5;
// docs/relay.md "Notifications"): made once (256 random bits, 64 hex digits), readable by its
// owner only, never overwritten. `npm start` makes one beside the embedded database's folder;
// deploy/compose.yaml runs this script to make one in a volume apart from the database's.
//   node scripts/notify-key.mjs FILE [--owner UID:GID]
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The key in `file`, made there first if it is not (a start racing this one may make it: then that one is the key). */
export function ensureKeyFile(file) {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
  }
  const key = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(key)) throw new Error(`${file} does not hold a key of 64 hex digits`);
  return key;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [file, flag, owner] = process.argv.slice(2);
  if (!file || (flag !== undefined && (flag !== '--owner' || !/^\d+:\d+$/.test(owner ?? '')))) {
    console.error('usage: node scripts/notify-key.mjs FILE [--owner UID:GID]');
    process.exit(2);
  }
  ensureKeyFile(file);
  if (owner) {
    const [uid, gid] = owner.split(':').map(Number);
    chownSync(file, uid, gid);
  }
  console.log(`notification key ready in ${file}`);
}
