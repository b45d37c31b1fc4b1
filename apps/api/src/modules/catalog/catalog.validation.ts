import type { z } from 'zod';
import { RequestValidationError } from '../../platform/validation.ts';

/** Issue fields as zod writes them (code, minimum, expected, input…), without path and message. */
type IssueBody = { code: z.core.$ZodIssue['code'] } & Record<string, unknown>;

/**
 * A 422 on one query field for a rule that spans fields (min above max, in_stock without store_id):
 * raised as the same error the contract's parse raises, so the message is localised the same way.
 */
export function requestError(field: string, issue: IssueBody): RequestValidationError {
  return new RequestValidationError([{ ...issue, path: [field], message: '' } as unknown as z.core.$ZodIssue]);
}
