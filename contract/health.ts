import { z } from 'zod';

/** `GET /api/health` (public): the server answers. */
export const healthAnswer = z.object({ status: z.literal('ok') });
