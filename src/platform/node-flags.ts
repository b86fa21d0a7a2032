/**
 * Flags the service's Node.js runs with: `npm start`, the systemd unit of docs/operating.md and the
 * bench pass them on the command line, and the service warns at start when they are missing.
 *
 * `--no-allocation-site-pretenuring`: V8 counts how many objects of each allocation site survive
 * young-generation collections and, past a threshold, allocates that site's objects straight in the old
 * generation from then on. Start-up and the first requests under load (slow while the code is not yet
 * optimised) pass that threshold for sites every later request uses, and the decision sticks. Those
 * per-request objects then die in the old generation, where only a full collection frees them.
 * Measured on Node.js 24 with the bench's coupons stage (GET /api/v1/coupons/{id}), as CPU per request
 * against the prepared baseline of the same run, median of three pairs: 1.21 with pretenuring on (one
 * pair at 1.72), 1.16 with this flag, 1.11 with the same switch flipped at run time. The flag holds from
 * the first allocation on, where a switch at run time depends on coming before the start-up work.
 */
export const NODE_FLAGS: readonly string[] = ['--no-allocation-site-pretenuring'];

/** The flags of NODE_FLAGS this process was not started with. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
