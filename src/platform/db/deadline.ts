/**
 * A request's deadline for its database work. Without one, each query had its own bound (the
 * statement timeout and a second): a request already holding a connection when the database stalled
 * waited 11 s, while the next ones were refused after the pool's 3 s. Under a deadline, every query of
 * the request is given only what is left of it, so the request's whole wait on the database ends by
 * its deadline, however many queries it makes.
 *
 * The deadline travels with the request's asynchronous context. What the request starts and leaves
 * running after its answer (a mail, a webhook's delivery) is not the request's wait: once the answer
 * is sent the deadline no longer applies to it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DatabaseDeadline {
  /** `performance.now()` by which the request's database work must be done. */
  readonly at: number;
  /** Set when the answer is sent: work still running belongs to no waiting caller. */
  answered: boolean;
}

const deadlineScope = new AsyncLocalStorage<DatabaseDeadline>();

export const startDeadline = (ms: number): DatabaseDeadline => ({ at: performance.now() + ms, answered: false });

/**
 * Runs `work` (and all it starts) under the deadline. Code already under it runs `work` as it is:
 * entering a scope costs a new context frame, and most of a request's hooks run under its deadline.
 */
export function underDeadline<T>(deadline: DatabaseDeadline, work: () => T): T {
  return deadlineScope.getStore() === deadline ? work() : deadlineScope.run(deadline, work);
}

/** The deadline of the request this code runs for, while that request still waits for its answer. */
export function currentDeadline(): DatabaseDeadline | undefined {
  const deadline = deadlineScope.getStore();
  return deadline && !deadline.answered ? deadline : undefined;
}

/** Milliseconds left, at least 1 (pg reads 0 as "no timeout"), at most `cap`. */
export function msLeft(deadline: DatabaseDeadline, cap: number): number {
  return Math.max(1, Math.min(cap, Math.ceil(deadline.at - performance.now())));
}

/**
 * A query object made for one run (a pg "submittable") that bounds its own wait by a request's
 * deadline: pg reads its `query_timeout` when a connection takes it, after the wait for one, so the
 * getter gives what is left at that moment (at most `cap`).
 */
export interface DeadlineBound {
  submit: unknown;
  limitTo(deadline: DatabaseDeadline, cap: number): void;
  readonly query_timeout: number | undefined;
}
