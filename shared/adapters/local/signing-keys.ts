// Locally the key set is a file in the data folder, created once (exclusively, so two processes starting together
// agree on one key set) and rewritten by `npm run keys:rotate`.
import { readFile, rename, writeFile } from "node:fs/promises";
import type { SigningKeySource } from "../../auth/keyring.js";
import { parseKeySet, rotateKeySet } from "../../auth/signing-keys.js";

export function fileKeySource(file: string): SigningKeySource {
  return { read: () => readFile(file, "utf8") };
}

/** Creates the key file unless it exists; returns its path. */
export async function ensureKeyFile(file: string, now: Date): Promise<string> {
  try {
    await writeFile(file, JSON.stringify(await rotateKeySet(undefined, now)), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return file;
}

/** A rotation of the local key set: a new signing key, the previous ones kept for their grace period. */
export async function rotateKeyFile(file: string, now: Date): Promise<string> {
  const next = await rotateKeySet(parseKeySet(await readFile(file, "utf8")), now);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(next), { mode: 0o600 });
  await rename(temporary, file);
  return next.keys[0].kid;
}
