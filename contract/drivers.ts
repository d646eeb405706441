import { z } from 'zod';
import type { DriverRole, ImpactLevel } from '../engine/model/types.ts';
import { UNCERTAINTY_DISTRIBUTIONS } from '../engine/model/uncertainty.ts';
import { RETIRED_DRIVERS, retiredDriverMessage } from '../engine/session/validate.ts';

/**
 * Driver values as bodies send them, and the driver catalog as GET /api/key-drivers/variables
 * answers it. Driver ids and bounds are the engine's (engine/model/drivers.ts); the server lets
 * the engine check them, so an unknown id or a value out of bounds is a 400 naming the driver.
 */

/** A retired driver (RETIRED_DRIVERS) in a body's map: refused at its key, saying why. */
function refuseRetired(map: Record<string, unknown>, context: z.RefinementCtx): void {
  for (const id of Object.keys(map)) {
    const why = RETIRED_DRIVERS.get(id);
    if (why !== undefined) context.addIssue({ code: 'custom', path: [id], message: retiredDriverMessage(id, why) });
  }
}

/** A driver map of a body: id → finite number; a retired driver is refused. */
export const driverMap = z.record(
  z.string().max(100, 'driver id is too long'),
  z.number({ message: 'must be a number' }).finite('must be a finite number'),
).superRefine(refuseRetired);

/**
 * A driver's uncertainty range as a scenario saves it (`driver_ranges`, docs/model.md "Forecast
 * ranges"): the likely value is the scenario's own value. The engine checks the driver id, its
 * bounds and that the range holds the value (400 naming `driver_ranges.<driver>`).
 */
export const driverRangeSchema = z.strictObject({
  low: z.number({ message: 'must be a number' }).finite('must be a finite number'),
  high: z.number({ message: 'must be a number' }).finite('must be a finite number'),
  distribution: z.enum(UNCERTAINTY_DISTRIBUTIONS, { message: `must be one of ${UNCERTAINTY_DISTRIBUTIONS.join(', ')}` }).default('triangular'),
}).refine((range) => range.low <= range.high, { message: 'low must not be above high', path: ['low'] });

/** Ranges by driver id; a retired driver is refused. */
export const driverRangesMap = z.record(z.string().max(100, 'driver id is too long'), driverRangeSchema).superRefine(refuseRetired);

const impactLevel = z.enum(['high', 'medium', 'low']) satisfies z.ZodType<ImpactLevel>;
const driverRole = z.enum(['model', 'target', 'assessment']) satisfies z.ZodType<DriverRole>;

const catalogDriver = z.object({
  name: z.string(),
  source: z.string(),
  impact_level: impactLevel,
  current_value: z.number().describe('the scenario\'s effective value'),
  baseline_value: z.number().describe('Baseline\'s effective value'),
  min_value: z.number(),
  max_value: z.number(),
  unit: z.string(),
  editable: z.boolean(),
  role: driverRole,
  business_logic: z.string(),
  description: z.string(),
});

export const keyDriverCatalogAnswer = z.object({
  scenario_id: z.string(),
  key_drivers: z.object({
    categories: z.record(z.string().describe('driver category id'), z.object({
      category_name: z.string(),
      description: z.string(),
      variables: z.record(z.string().describe('driver id'), catalogDriver),
    })),
  }),
});
