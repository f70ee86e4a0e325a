// The spec's error envelope: {error: {type, message, param?}}. Handlers throw ApiError; the HTTP layer renders it.

export type ErrorType =
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "account_suspended"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "internal"
  | "not_implemented";

const STATUS: Record<ErrorType, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  account_suspended: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
};

export interface ErrorBody {
  error: { type: ErrorType; message: string; param?: string };
}

export class ApiError extends Error {
  readonly type: ErrorType;
  readonly status: number;
  readonly param?: string;
  readonly headers: Record<string, string>;

  constructor(type: ErrorType, message: string, options: { param?: string; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = "ApiError";
    this.type = type;
    this.status = STATUS[type];
    this.param = options.param;
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    return { error: { type: this.type, message: this.message, ...(this.param ? { param: this.param } : {}) } };
  }
}

export const validation = (message: string, param?: string) => new ApiError("validation", message, { param });
export const forbidden = (message: string, param?: string) => new ApiError("forbidden", message, { param });
export const notFound = (message: string, param?: string) => new ApiError("not_found", message, { param });
export const conflict = (message: string, param?: string) => new ApiError("conflict", message, { param });
export const internal = () => new ApiError("internal", "Internal server error");

/**
 * The OAuth-style error of `/agent/*` and `/oauth2/*`: `{error, error_description, message}` with
 * `Cache-Control: no-store`, not the envelope. `extra` adds fields some errors carry (`claim_token`, `max_age`).
 */
export class OAuthError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly extra: Record<string, unknown>;

  constructor(
    readonly error: string,
    description: string,
    options: { status?: number; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(description);
    this.name = "OAuthError";
    this.status = options.status ?? 400;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }

  toBody(): Record<string, unknown> {
    return { error: this.error, error_description: this.message, message: this.message, ...this.extra };
  }
}
