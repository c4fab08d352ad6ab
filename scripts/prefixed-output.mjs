// The output of a child run beside others, a whole line at a time, each line with its prefix: two
// processes writing to one terminal would otherwise interleave mid-line and lose whose line is whose.
import { createInterface } from 'node:readline';

/** Copies `child`'s stdout and stderr (spawned with `stdio: 'pipe'`) to ours, each line prefixed. */
export function prefixLines(child, prefix) {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}
