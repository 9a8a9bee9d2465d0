import { ERROR_CODES } from '@dugout/client';
import { z } from 'zod';

export const ErrorResponse = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string(), details: z.unknown().optional() }),
});
