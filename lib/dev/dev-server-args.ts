/**
 * The arguments `npm run dev` hands to `next dev`: the writer's own, plus
 * `--hostname 127.0.0.1` unless they chose a host. The dev server carries the
 * writers' editor, whose API writes into the repository, so it listens on
 * loopback by default (Next alone would listen on every interface).
 */
const HOST_FLAGS = ['--hostname', '-H'];
const PORT_FLAGS = ['--port', '-p'];

const hasFlag = (args: readonly string[], flags: readonly string[]) =>
  args.some((a) => flags.includes(a) || flags.some((f) => a.startsWith(`${f}=`)));

export function devServerArgs(args: readonly string[]): string[] {
  return hasFlag(args, HOST_FLAGS) ? [...args] : [...args, '--hostname', '127.0.0.1'];
}

/** The port `next dev` will listen on: `--port`/`-p`, else PORT, else 3000. */
export function devServerPort(args: readonly string[], envPort?: string): number {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = PORT_FLAGS.find((f) => arg.startsWith(`${f}=`));
    if (inline) return Number(arg.slice(inline.length + 1));
    if (PORT_FLAGS.includes(arg) && args[i + 1] !== undefined) return Number(args[i + 1]);
  }
  return envPort ? Number(envPort) : 3000;
}
