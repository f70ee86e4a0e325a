// `npm run reset`: deletes the local data folder (DATA_DIR, default .data), never anything outside the repo.
import { existsSync, lstatSync, realpathSync } from "node:fs";
import { rm } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = realpathSync(fileURLToPath(new URL("../", import.meta.url)));

/** True when `target` is strictly inside `root` (not the root itself). */
function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

async function main(): Promise<void> {
  const configured = process.env.DATA_DIR || ".data";
  const target = resolve(REPO_ROOT, configured);
  // Check the real location too, so a symlinked parent folder cannot point the delete outside the repo.
  const parent = existsSync(dirname(target)) ? realpathSync(dirname(target)) : dirname(target);
  const real = join(parent, basename(target));
  if (!isInside(REPO_ROOT, target) || !isInside(REPO_ROOT, real)) {
    throw new Error(
      `Refusing to delete DATA_DIR=${configured} (${real}): it must be a folder inside ${REPO_ROOT}, not the repo itself.`,
    );
  }
  // lstat, not exists: a dangling symlink is still something to remove (rm unlinks it, never its target).
  if (!lstatSync(real, { throwIfNoEntry: false })) {
    console.log(`Nothing to remove: ${real} does not exist.`);
    return;
  }
  await rm(real, { recursive: true, force: true });
  console.log(`Removed ${real}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
