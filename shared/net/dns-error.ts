// DNS failures as node:dns reports them, so every DnsResolver fails the way mailauth expects.
/** An Error carrying a `dns`-module style code (`ENOTFOUND`, `ENODATA`, `ETIMEOUT`, ...). */
export function dnsError(code: string, syscall: string, hostname: string): Error & { code: string } {
  const error = new Error(`${syscall} ${code} ${hostname}`) as Error & {
    code: string;
    syscall: string;
    hostname: string;
  };
  error.code = code;
  error.syscall = syscall;
  error.hostname = hostname;
  return error;
}
