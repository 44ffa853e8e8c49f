/**
 * Runs `work` and answers no sooner than `ms` after the start, so an answer's timing does not
 * tell which branch ran (e.g. whether an e-mail has an account). Errors wait the same.
 */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const done = new Promise((resolve) => setTimeout(resolve, ms));
  try {
    return await work();
  } finally {
    await done;
  }
}
