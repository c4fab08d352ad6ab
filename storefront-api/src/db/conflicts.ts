/**
 * PostgreSQL ends one of two transactions that wait for each other (deadlock, `40P01`) or that
 * could not be ordered (serialization failure, `40001`): the one it ends did nothing and may simply
 * run again. Only work that is whole in one transaction is retried here.
 */
const RETRYABLE = new Set(['40P01', '40001']);

export function isTransientConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/** Runs `transaction` again, up to `attempts` times in all, while PostgreSQL ends it as a conflict. */
export async function retryingConflicts<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      // A few milliseconds apart, so that the two do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
