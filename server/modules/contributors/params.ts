// Route parameters of the contributors area.
import { z } from 'zod';
import { FarmParams } from '@/server/lib/params';

export const ContributorParams = FarmParams.extend({ contributorId: z.string() });
export const ContributionParams = FarmParams.extend({ contributionId: z.string() });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id from a URL that is not a uuid names nothing: the caller answers 404 without asking the database. */
export const isUuid = (id: string) => UUID.test(id);
