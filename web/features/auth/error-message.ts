import { toApiRequestError } from '@/shared/api/errors';

/** The message to show for a failed call: the server's own words when it gave some (docs/product/accounts.md). */
export const errorMessage = (error: unknown) => toApiRequestError(error).message;
