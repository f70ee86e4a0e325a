// The dashboard's cookies: their names, and how they are set (HttpOnly, SameSite=Lax, Secure off localhost).
export const SESSION_COOKIE = "mm_session";
export const SIGNIN_COOKIE = "mm_signin";

export interface CookieOptions {
  maxAgeSeconds: number;
  path: string;
  secure: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (options.maxAgeSeconds === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
