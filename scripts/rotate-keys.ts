// `npm run keys:rotate`: rotates the local signing key set (SIGNING_KEYS_FILE, else signing-keys.json in DATA_DIR):
// a new key signs from now on, the previous ones keep verifying for their grace period (48 hours). On AWS the
// secret's rotation function does the same (docs/deploying.md, "Signing keys").
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureKeyFile, rotateKeyFile } from "../shared/adapters/local/signing-keys.js";
import { parseKeySet } from "../shared/auth/signing-keys.js";

const REPO_ROOT = realpathSync(fileURLToPath(new URL("../", import.meta.url)));

async function main(): Promise<void> {
  const file = resolve(
    REPO_ROOT,
    process.env.SIGNING_KEYS_FILE || join(process.env.DATA_DIR || ".data", "signing-keys.json"),
  );
  const now = new Date();
  if (!existsSync(file)) {
    // Nothing to rotate yet: the first key set, as `npm start` would create it.
    await ensureKeyFile(file, now);
    console.log(`Created ${file} with signing key ${parseKeySet(readFileSync(file, "utf8")).keys[0].kid}`);
    return;
  }
  const kid = await rotateKeyFile(file, now);
  const kept = parseKeySet(readFileSync(file, "utf8")).keys.length - 1;
  console.log(`Rotated ${file}: ${kid} signs now; ${kept} earlier key(s) keep verifying for their grace period.`);
  // A running server keeps the key set it read at start (tokens of the new key reach it only after a restart).
  console.log("Restart `npm start` for it to sign with the new key.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
