// Errors the services throw. The tRPC layer turns them into TRPCErrors in one place, with the
// message key translated into the caller's language.
export type AppErrorCode = 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN' | 'UNAUTHORIZED' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /** Translation key (namespace:key) of the message shown to the person. */
    readonly messageKey: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}
