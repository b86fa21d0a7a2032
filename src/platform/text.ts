/**
 * The string with each unpaired UTF-16 surrogate replaced by U+FFFD: what a text column stores
 * anyway (the driver encodes to UTF-8), and what a jsonb column needs (it refuses `\ud800`).
 */
export function wellFormed(value: string): string {
  return Buffer.from(value, 'utf8').toString('utf8');
}
