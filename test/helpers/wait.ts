export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until fn returns something other than undefined, or fails after timeoutMs. */
export async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 8000, what = "condition"): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
