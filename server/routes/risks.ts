import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { currentRisks, EUR_PER_MILLION } from '../model/currentRisks.ts';
import { parseBody, parseParams } from './inputs.ts';
import { riskSummary, type Risk } from '../../engine/analysis/risks.ts';
import { riskChangedAnswer, riskParams, riskPatchBody, risksAnswer, type Risk as RiskAnswer } from '../../contract/risks.ts';

function answer(risks: RiskAnswer[]) {
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
  app.get('/api/risks', {
    config: { access: 'user', openapi: { summary: 'The five strategic risks with quadrant, labels and the header figures', response: risksAnswer } },
  }, async () => answer(currentRisks(await services.risks.list())));

  app.put('/api/risks/:id', {
    config: {
      access: 'admin',
      openapi: { summary: 'Change a risk\'s probability, impact or revenue impact (€M)', params: riskParams, body: riskPatchBody, response: riskChangedAnswer },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { id } = parseParams(riskParams, request);
    const patch = parseBody(riskPatchBody, request);
    const before = currentRisks(await services.risks.list()).find((risk) => risk.id === id);
    if (!before) throw new ApiError(404, 'not_found', `Risk ${id} not found`);
    const after: Risk = {
      ...before,
      probability: patch.probability ?? before.probability,
      impact: patch.impact ?? before.impact,
      revenueImpact: patch.revenueImpact ?? before.revenueImpact,
    };
    await services.risks.save({
      riskId: after.id, probability: after.probability, impact: after.impact,
      revenueImpactEur: Math.round(after.revenueImpact * EUR_PER_MILLION), updatedBy: user.username,
    });
    await audit(services, request, { action: 'update', resource: `risk:${after.id}`, details: describeChange(before, after) });
    const risks = currentRisks(await services.risks.list());
    return { risk: risks.find((risk) => risk.id === after.id), summary: riskSummary(risks) };
  });
}
