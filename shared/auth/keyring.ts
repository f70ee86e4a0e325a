// The signing keys a process uses: read once, re-read when a token names a key this process has not seen (another
// instance may have started after a rotation), at most once per REFRESH_MS so unknown kids cannot hammer the store.
import { type CryptoKey, importJWK, type JWK } from "jose";
import { parseKeySet, publicJwks, SIGNING_ALG, type SigningKeySet } from "./signing-keys.js";

const REFRESH_MS = 30_000;

/** Where the key set is kept: a Secrets Manager secret on AWS, a file in the data folder locally. */
export interface SigningKeySource {
  /** The stored key set, as JSON text (signing-keys.ts parses it). */
  read(): Promise<string>;
}

/** A function deployed without the key setting: fails where a key is needed, with what to set. */
export function missingKeySource(setting: string): SigningKeySource {
  return {
    read: async () => {
      throw new Error(`No signing keys configured (${setting})`);
    },
  };
}

export interface Keyring {
  /** The key that signs now. */
  signing(): Promise<{ kid: string; key: CryptoKey }>;
  /** The public key of a kid, or undefined when no stored key has it. */
  verifying(kid: string): Promise<CryptoKey | undefined>;
  /** The public JWKS. */
  jwks(): Promise<{ keys: JWK[] }>;
}

export function keyring(source: SigningKeySource, now: () => number = Date.now): Keyring {
  let loaded: Promise<{ set: SigningKeySet; at: number }> | undefined;
  const imported = new Map<string, Promise<CryptoKey>>();

  const load = (force: boolean) => {
    if (!loaded || force) {
      const at = now();
      loaded = source.read().then((text) => ({ set: parseKeySet(text), at }));
      // A failed read is retried by the next request instead of being cached.
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };

  const importKey = (jwk: JWK, usage: "private" | "public"): Promise<CryptoKey> => {
    const id = `${usage}:${jwk.kid}`;
    let key = imported.get(id);
    if (!key) {
      const { d, ...pub } = jwk;
      key = importJWK(usage === "private" ? { ...pub, d } : pub, SIGNING_ALG) as Promise<CryptoKey>;
      imported.set(id, key);
    }
    return key;
  };

  return {
    async signing() {
      const { set } = await load(false);
      const first = set.keys[0];
      return { kid: first.kid, key: await importKey(first.privateJwk, "private") };
    },
    async verifying(kid) {
      let { set, at } = await load(false);
      let found = set.keys.find((k) => k.kid === kid);
      if (!found && now() - at >= REFRESH_MS) {
        ({ set } = await load(true));
        found = set.keys.find((k) => k.kid === kid);
      }
      return found ? importKey(found.privateJwk, "public") : undefined;
    },
    async jwks() {
      return publicJwks((await load(false)).set);
    },
  };
}
