/**
 * Builds the server for `npm start`: src/server.ts with the workspace packages it imports (their
 * TypeScript sources) in one ES module, dist/server.mjs, that plain Node runs. The npm
 * dependencies stay in node_modules, loaded as they are. Running the build rather than the
 * sources under tsx means no compiler at start and no source maps held for every module: the
 * server's heap is about 9 MB smaller (bench/README.md, live matches).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { SERVER_ROOT } from '../src/paths.ts';

/** Every bare import but our own packages is left to Node's resolution at run time. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bandeja/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles `entry` into `outfile`. The output must sit one directory below apps/server, as
 * src/paths.ts does, so that the paths it derives from its own location still hold.
 */
export async function buildServer(entry: string, outfile: string): Promise<void> {
  if (path.dirname(path.dirname(path.resolve(outfile))) !== SERVER_ROOT)
    throw new Error(`${outfile}: the build must sit one directory below ${SERVER_ROOT}`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer(path.join(SERVER_ROOT, 'src/server.ts'), path.join(SERVER_ROOT, 'dist/server.mjs'));
}
