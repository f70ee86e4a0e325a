// Request validation with zod, reporting only the first problem in the spec's wording.
import { z } from "zod";
import { ApiError, OAuthError } from "../errors.js";
import type { HttpRequest } from "./request.js";

/** Placeholder replaced by the offending field's name when an issue is reported. */
const PARAM = "{param}";

function joinOr(values: readonly unknown[]): string {
  const words = values.map(String);
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
}

// Default wording for every schema; a schema's own `error` option wins over this.
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case "invalid_type": {
        if (issue.input === undefined) return `${PARAM} is required`;
        const expected = issue.expected as string;
        if (expected === "number" || expected === "int") return `${PARAM} must be a number`;
        if (expected === "array" || expected === "tuple") return `${PARAM} must be a list`;
        if (expected === "object" || expected === "record") return `${PARAM} must be an object`;
        return `${PARAM} must be a ${expected}`;
      }
      case "invalid_value":
        return `${PARAM} must be ${joinOr(issue.values)}`;
      case "invalid_union":
        // A required field of several accepted shapes (one address or a list) that is missing.
        return issue.input === undefined ? `${PARAM} is required` : `${PARAM} is not valid`;
      case "too_small":
        if (issue.origin === "string" && issue.minimum === 1) return `${PARAM} cannot be empty`;
        if (issue.origin === "array") return `${PARAM} must have at least ${issue.minimum} items`;
        return `${PARAM} must be at least ${issue.minimum}`;
      case "too_big":
        if (issue.origin === "string") return `${PARAM} must be at most ${issue.maximum} characters`;
        if (issue.origin === "array") return `${PARAM} must have at most ${issue.maximum} items`;
        return `${PARAM} must be at most ${issue.maximum}`;
      case "invalid_format":
        return `${PARAM} is not valid`;
      default:
        return `${PARAM} is not valid`;
    }
  },
});

function toApiError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const path = issue?.path.map(String) ?? [];
  const param = path[0];
  const name = path.join(".") || "request";
  const message = (issue?.message ?? `${PARAM} is not valid`).replaceAll(PARAM, name);
  return new ApiError("validation", message, { param });
}

export function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw toApiError(result.error);
  return result.data;
}

// ---- query parameters: raw values arrive as string[] per name ----

type Raw = string[] | undefined;
const last = (v: Raw): string | undefined => (v?.length ? v[v.length - 1] : undefined);

/** true when empty, `true` or `1`, otherwise false. */
export function parseBool(value: string): boolean {
  return value === "" || value === "true" || value === "1";
}

/** Repeated names, comma separation, a JSON array, or `name[]` (merged before this runs). */
export function parseList(values: string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (Array.isArray(parsed)) {
          for (const item of parsed) if (item !== null && item !== undefined && item !== "") out.push(String(item));
          continue;
        }
      } catch {
        // not JSON: fall through to comma splitting
      }
    }
    for (const part of value.split(",")) if (part.trim() !== "") out.push(part.trim());
  }
  return out;
}

const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

export function isIsoTimestamp(value: string): boolean {
  return ISO.test(value) && !Number.isNaN(Date.parse(value));
}

/** Schema builders for query parameters (each receives the raw string[] of its name). */
export const q = {
  string: () => z.preprocess((v: Raw) => last(v), z.string().optional()),
  /** One of a set of values (the last one given). */
  oneOf: <T extends string>(values: readonly [T, ...T[]], message?: string) =>
    z.preprocess((v: Raw) => last(v), z.enum(values, message ? { error: message } : undefined).optional()),
  bool: () =>
    z.preprocess((v: Raw) => (v === undefined ? undefined : parseBool(last(v) ?? "")), z.boolean().optional()),
  list: () => z.preprocess((v: Raw) => (v === undefined ? undefined : parseList(v)), z.array(z.string()).optional()),
  number: () =>
    z.preprocess((v: Raw) => {
      const s = last(v);
      if (s === undefined || s.trim() === "") return undefined;
      return Number(s);
    }, z.number().optional()),
  timestamp: (message?: string) =>
    z.preprocess(
      (v: Raw) => last(v),
      z
        .string()
        .refine(isIsoTimestamp, { error: message ?? `${PARAM} must be an ISO 8601 timestamp` })
        .optional(),
    ),
};

/** Common list parameters; `limit` rules: default 50, cap 500, missing/0/negative → 50, non-number → 400. */
export const listQuery = {
  limit: q.number(),
  page_token: q.string(),
  ascending: q.bool(),
};

// ---- body helpers ----

/** A timestamp field in a JSON body. */
export const isoString = (message?: string) =>
  z.string().refine(isIsoTimestamp, { error: message ?? `${PARAM} must be an ISO 8601 timestamp` });

/** snake_case or camelCase body names: camelCase top-level keys are renamed (snake_case wins on a clash). */
export function snakeKeys(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (snake !== key && Object.hasOwn(body, snake)) continue;
    out[snake] = value;
  }
  return out;
}

export { PARAM as PARAM_PLACEHOLDER };

/**
 * An OAuth endpoint's parameters: a form-encoded body (RFC 6749), or JSON where the endpoint also takes it. A
 * parameter sent twice is refused, as RFC 6749 §3.2 requires; null when the body is neither.
 */
export function oauthParams(
  request: HttpRequest,
  options: { json?: boolean } = {},
): { params: Record<string, string>; repeated?: string } | null {
  const type = (request.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  const text = request.body.toString("utf8");
  if (type === "application/x-www-form-urlencoded") {
    const params: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(text)) {
      if (name in params) return { params, repeated: name };
      params[name] = value;
    }
    return { params };
  }
  if (options.json && (type === "application/json" || (type === "" && text.trim().startsWith("{")))) {
    try {
      const parsed: unknown = JSON.parse(text || "{}");
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(parsed)) {
        if (typeof value === "string") params[name] = value;
        else if (typeof value === "number" || typeof value === "boolean") params[name] = String(value);
      }
      return { params };
    } catch {
      return null;
    }
  }
  return null;
}

/** An OAuth endpoint's parameters, or its invalid_request (not form-encoded or JSON as allowed; a repeated name). */
export function requireOAuthParams(request: HttpRequest, options: { json?: boolean } = {}): Record<string, string> {
  const parsed = oauthParams(request, options);
  if (!parsed) {
    throw new OAuthError(
      "invalid_request",
      options.json
        ? "Send a JSON object (Content-Type: application/json)"
        : "Send the parameters form-encoded (application/x-www-form-urlencoded)",
    );
  }
  if (parsed.repeated) throw new OAuthError("invalid_request", `${parsed.repeated} was sent more than once`);
  return parsed.params;
}

/** A page's form post or the dashboard's JSON: which one it was, and the values (the envelope's 400 otherwise). */
export function formOrJson(request: HttpRequest): { form: boolean; params: Record<string, string> } {
  // A JSON object sent with curl's default form content type (`curl -d '{…}'`) is JSON, as the other routes read it.
  const json = request.body.toString("utf8").trimStart().startsWith("{");
  const form =
    !json && (request.headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");
  const parsed = oauthParams(
    json ? { ...request, headers: { ...request.headers, "content-type": "application/json" } } : request,
    { json: true },
  );
  if (!parsed || parsed.repeated) throw new ApiError("validation", "Request body must be a JSON object or a form");
  return { form, params: parsed.params };
}
