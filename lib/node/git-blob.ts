/** Git's blob hash of a file's bytes, the version Keystatic keys its tree by (lib/cms/disk-changes.ts). */
import { createHash } from 'node:crypto';

export function blobSha(contents: Uint8Array): string {
  return createHash('sha1').update(`blob ${contents.byteLength}\0`).update(contents).digest('hex');
}
