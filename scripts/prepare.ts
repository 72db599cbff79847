/**
 * The build's first step in one process: scripts/prepare-content.ts (fetch,
 * check and stage the content), then scripts/prepare-api.ts (API changes,
 * lifecycle badges, where each symbol is documented), which reads what the
 * first wrote. One process loads the shared modules and tsx once. Each script
 * still runs alone. scripts/build.ts runs this script beside contentlayer2
 * (`npm run build`, `npm run content`); it says when the check has passed.
 */
import { prepareContentCli } from './prepare-content';
import { reportChecked } from './lib/build-handoff';

if (!prepareContentCli()) process.exit(1);
reportChecked();
await import('./prepare-api');
