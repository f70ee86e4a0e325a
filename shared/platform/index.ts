import { loadConfig } from "../config.js";
import { awsPlatform } from "./aws.js";
import { localPlatform } from "./local.js";
import type { Platform } from "./platform.js";

let current: Platform | undefined;

/** The platform chosen by PLATFORM (aws or local), built once per process. */
export function getPlatform(): Platform {
  if (current) return current;
  const config = loadConfig();
  current = config.platform === "local" ? localPlatform(config) : awsPlatform(config);
  return current;
}

export type { Platform };
