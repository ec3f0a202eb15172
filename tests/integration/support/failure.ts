// What a refused call threw: the TRPCError, so a test can check its code and message key.
import { TRPCError } from '@trpc/server';

export async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
