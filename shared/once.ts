// Values built on first use and kept for the life of the process (a Lambda container reuses them).
/**
 * A value built on first call and kept (one promise per process, so concurrent callers share it). A build that
 * rejects is forgotten, so the next call tries again instead of failing for the life of the process.
 */
export function once<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
      if (value instanceof Promise) {
        value.catch(() => {
          built = false;
        });
      }
    }
    return value;
  };
}
