// Lambda entry for every HTTP route (API Gateway REST proxy). The local server runs the same handler over the
// local platform (scripts/local/service.ts).

import { awsPlatform } from "../../shared/platform/aws.js";
import { apiHandler } from "../../shared/routes/api.js";

const platform = awsPlatform({ trust: () => import("../../shared/platform/trust.js") });

export const handler = apiHandler(platform);
