// Settings of the local runtime that must be in the environment before any service module loads (Powertools reads
// them when its logger and metrics are created): import this first.
// POWERTOOLS_DEV: logs pretty-printed, metrics (EMF) not written; POWERTOOLS_DEV=false prints them as on AWS.
process.env.POWERTOOLS_DEV ??= "true";
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
