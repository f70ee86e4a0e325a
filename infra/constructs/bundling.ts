// How a function's code is built: esbuild, here, with no Docker. One set of options for the stack and for the
// benchmark that measures the bundles (scripts/bench/bundles.ts), so what is measured is what is deployed.
import { type BuildOptions, build, buildSync, type Metafile } from "esbuild";

/** The Node.js major of the Lambda runtime every function uses (infra/constructs/function.ts). */
export const NODE_TARGET = "node22";

/**
 * What the bundles take from the Lambda Node.js runtime instead of carrying: the AWS SDK's service clients and the
 * DynamoDB document client and its marshaller (AWS's own Lambda tutorials import these without bundling). The
 * runtime's full package set is not documented, so nothing else is assumed: the artifact sandbox
 * (scripts/artifact/sandbox.ts) provides exactly these and what they depend on.
 */
export const RUNTIME_PACKAGES = ["@aws-sdk/client-*", "@aws-sdk/lib-dynamodb", "@aws-sdk/util-dynamodb"] as const;

/**
 * - ESM with code splitting: what a function imports dynamically (the trust pipeline, loaded when mail first
 *   arrives) lands in its own chunk, read only when first used, so cold starts load only the entry's chunk.
 * - The AWS SDK v3 service clients and the DynamoDB document client are left to the Lambda runtime, which ships them
 *   (RUNTIME_PACKAGES); everything else, the S3 presigner included, is bundled.
 * - css-tree's ESM entry reads its JSON data at run time through createRequire, which a bundle cannot satisfy:
 *   its self-contained build is used instead. Every other dependency was checked for run-time file reads
 *   (createRequire, __dirname, readFileSync of package data, native addons): see docs/artifact.md, "Dependencies
 *   that read files at run time".
 * - Source maps are written beside the code without embedded sources (stack traces map through them; the sources
 *   would only add size).
 */
export function bundleOptions(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: { index: entry },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: NODE_TARGET,
    outExtension: { ".js": ".mjs" },
    chunkNames: "chunks/[name]-[hash]",
    mainFields: ["module", "main"],
    external: [...RUNTIME_PACKAGES],
    alias: { "css-tree": "css-tree/dist/csstree.esm" },
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
    // Some CommonJS dependencies call require() at run time; an ESM bundle has no require of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);",
    },
  };
}

/** Bundles one entry into `outdir` (index.mjs, chunks/, source maps); returns esbuild's metafile. */
export async function bundleFunction(entry: string, outdir: string): Promise<Metafile> {
  const result = await build(bundleOptions(entry, outdir));
  return result.metafile as Metafile;
}

/** The same, synchronously: CDK's local bundling hook is synchronous. */
export function bundleFunctionSync(entry: string, outdir: string): Metafile {
  return buildSync(bundleOptions(entry, outdir)).metafile as Metafile;
}
