// Where the signing key set is kept: a Secrets Manager secret on AWS, a file in the data folder locally.
export interface SigningKeySource {
  /** The stored key set, as JSON text (shared/auth/signing-keys.ts parses it). */
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
