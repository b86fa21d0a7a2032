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
 *
 * `--no-memory-reducer`: when V8 finds the process idle a few seconds after a full collection, its
 * memory reducer collects again to shrink the heap. In an idle service every per-request object is
 * dead, so that collection also clears their shapes (maps), and with them every optimized function
 * compiled against them: 43 to 180 functions at once (`--trace-deopt`: "embedded weak objects
 * cleared"), compiled again on the next requests. Without it, an idle process is collected only when
 * it allocates again, under load, while those objects are alive. Measured with the bench's invoices
 * stage, the service against its baseline, one run each: CPU per request 1.19 to 1.10 times the
 * baseline's on the summary usd last_year, 1.40 to 1.18 on the summary all_time, 1.05 to 0.99 on the
 * unpaid list. The price: the heap an idle instance holds is not given back until it next works.
 */
export const NODE_FLAGS: readonly string[] = ['--no-allocation-site-pretenuring', '--no-memory-reducer'];

/** The flags of NODE_FLAGS this process was not started with. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
