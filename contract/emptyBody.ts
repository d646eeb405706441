import { z } from 'zod';

/**
 * The body of a POST, PUT or DELETE that takes no input (logout, activate, delete, recalculate):
 * none, or an empty object. Any field is refused with a 400 naming it, as on every other route.
 */
export const emptyBody = z.strictObject({}).optional();
