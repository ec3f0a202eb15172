/** The most calls one tRPC request may batch (the pages batch at most a few queries at once). */
export const MAX_BATCH_CALLS = 10;
