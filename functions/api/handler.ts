// Lambda entry for every HTTP route (API Gateway REST proxy). The local server runs the same handler over the
// local platform (scripts/local/service.ts).
import { apiHandler } from "../../shared/http/api.js";
import { awsPlatform } from "../../shared/platform/aws.js";

const platform = awsPlatform({ trust: () => import("../../shared/platform/trust.js") });

export const handler = apiHandler(platform);
