// Every benchmark section, in the order `npm run bench` runs them. Add a module to this folder and list it here.
import { apiSection } from "./api.js";
import { bundlesSection } from "./bundles.js";
import { costSection } from "./cost.js";
import { eventsSection } from "./events.js";
import { inboundSection, latencySection } from "./inbound.js";
import { mcpSection } from "./mcp.js";
import { realtimeCostSection } from "./realtime-cost.js";
import { streamsSection } from "./streams.js";
import { trustSection } from "./trust.js";
import type { BenchSection } from "./types.js";

export const SECTIONS: readonly BenchSection[] = [
  apiSection,
  inboundSection,
  latencySection,
  trustSection,
  eventsSection,
  streamsSection,
  mcpSection,
  bundlesSection,
  costSection,
  realtimeCostSection,
];
