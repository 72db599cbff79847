/**
 * The arguments `npm run dev` hands to `next dev`: the writer's own, plus
 * `--hostname 127.0.0.1` unless they chose a host. The dev server carries the
 * writers' editor, whose API writes into the repository, so it listens on
 * loopback by default (Next alone would listen on every interface).
 */
const HOST = { long: '--hostname', short: '-H' };
const PORT = { long: '--port', short: '-p' };

/**
 * The value of a flag in any form `next dev` accepts (`--port 3001`,
 * `--port=3001`, `-p 3001`, `-p3001`): the last one given, as Next takes it.
 */
function flagValue(args: readonly string[], flag: { long: string; short: string }): string | undefined {
  let value: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === flag.long || arg === flag.short) value = args[i + 1];
    else if (arg.startsWith(`${flag.long}=`)) value = arg.slice(flag.long.length + 1);
    else if (arg.startsWith(flag.short) && !arg.startsWith('--'))
      value = arg.slice(flag.short.length).replace(/^=/, '');
  }
  return value;
}

export function devServerArgs(args: readonly string[]): string[] {
  return flagValue(args, HOST) !== undefined ? [...args] : [...args, '--hostname', '127.0.0.1'];
}

/** The port `next dev` will listen on: `--port`/`-p`, else PORT, else 3000. */
export function devServerPort(args: readonly string[], envPort?: string): number {
  for (const candidate of [flagValue(args, PORT), envPort]) {
    const port = Number(candidate);
    if (candidate && Number.isInteger(port) && port > 0) return port;
  }
  return 3000;
}
