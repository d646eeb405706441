import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { ApiError, fromZodError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { risksRepo } from '../repos/risks.ts';
import { currentRisks, EUR_PER_MILLION, type ApiRisk } from '../model/currentRisks.ts';
import { parseBody } from './inputs.ts';
import {
  RISK_SCALE_MAX, riskSummary, type Risk,
} from '../../engine/analysis/risks.ts';

const MAX_REVENUE_IMPACT_M = 1000;

const scale = (field: string) => z.number({ message: 'must be a number' }).finite()
  .min(0, `${field} must be between 0 and ${RISK_SCALE_MAX}`).max(RISK_SCALE_MAX, `${field} must be between 0 and ${RISK_SCALE_MAX}`);

const riskPatch = z.strictObject({
  probability: scale('probability').optional(),
  impact: scale('impact').optional(),
  revenueImpact: z.number({ message: 'must be a number' }).finite()
    .min(0, 'revenueImpact must be between 0 and 1000 (€M)').max(MAX_REVENUE_IMPACT_M, 'revenueImpact must be between 0 and 1000 (€M)').optional(),
}).refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to update: send probability, impact or revenueImpact');

const riskParams = z.object({ id: z.coerce.number({ message: 'must be a risk id' }).int('must be a risk id').positive('must be a risk id') });

function answer(risks: ApiRisk[]) {
  return { risks, summary: riskSummary(risks) };
}

/** "probability 2.1 → 2.5": what an admin changed, for the audit trail. */
function describeChange(before: Risk, after: Risk): string {
  const fields = ['probability', 'impact', 'revenueImpact'] as const;
  const changes = fields.filter((f) => before[f] !== after[f]).map((f) => `${f} ${before[f]} → ${after[f]}`);
  return changes.length > 0 ? changes.join(', ') : 'no change';
}

/** Strategic Risk Assessment (part 2 §2–§3, §9): everyone reads; admins change a risk's figures. */
export function riskRoutes(app: FastifyInstance, services: Services): void {
  const repo = risksRepo(services.db);

  app.get('/api/risks', {
    config: { access: 'user', openapi: { summary: 'The five strategic risks with quadrant, labels and the header figures' } },
  }, async () => answer(currentRisks(repo.list())));

  app.put('/api/risks/:id', {
    config: { access: 'admin', openapi: { summary: 'Change a risk\'s probability, impact or revenue impact (€M)', params: riskParams, body: riskPatch } },
  }, async (request) => {
    const user = requireUser(request);
    const params = riskParams.safeParse(request.params);
    if (!params.success) throw fromZodError(params.error, 'params');
    const patch = parseBody(riskPatch, request);
    const before = currentRisks(repo.list()).find((risk) => risk.id === params.data.id);
    if (!before) throw new ApiError(404, 'not_found', `Risk ${params.data.id} not found`);
    const after: Risk = {
      ...before,
      probability: patch.probability ?? before.probability,
      impact: patch.impact ?? before.impact,
      revenueImpact: patch.revenueImpact ?? before.revenueImpact,
    };
    repo.save({
      riskId: after.id, probability: after.probability, impact: after.impact,
      revenueImpactEur: Math.round(after.revenueImpact * EUR_PER_MILLION), updatedBy: user.username,
    });
    audit(services, request, { action: 'update', resource: `risk:${after.id}`, details: describeChange(before, after) });
    const risks = currentRisks(repo.list());
    return { risk: risks.find((risk) => risk.id === after.id), summary: riskSummary(risks) };
  });
}
