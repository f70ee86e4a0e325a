// The Clock port on both platforms: the machine's time.
import type { Clock } from "../../ports/clock.js";

export const systemClock: Clock = { now: () => new Date() };
