/** Resolves after `ms` milliseconds (a poll's or a retry's pause). */
export const sleep = (ms: number): Promise<void> =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
