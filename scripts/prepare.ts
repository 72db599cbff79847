/**
 * The build's first step in one process: scripts/prepare-content.ts (fetch,
 * check and stage the content), then scripts/prepare-api.ts (API changes,
 * lifecycle badges, where each symbol is documented), which reads what the
 * first wrote. One process loads the shared modules and tsx once. Each script
 * still runs alone.
 */
import { prepareContentCli } from './prepare-content';

if (!prepareContentCli()) process.exit(1);
await import('./prepare-api');
