import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError } from '../http/errors.ts';
import { parseQuery } from './inputs.ts';
import { resourceNames } from './scenarioAudit.ts';
import { ACTIVITY_DATE, activityPageSchema, activityQuery } from '../../contract/activity.ts';

/** Stored timestamps are UTC ISO strings, so a timestamp filter compares in UTC; a bare date stays a date. */
function toStoredForm(text: string | undefined): string | undefined {
  if (text === undefined || ACTIVITY_DATE.test(text)) return text;
  return new Date(text).toISOString();
}

/** Part 2 §4 Activity Log: filters, newest first, paged; each resource named as it is now (scenarioAudit.ts). */
export function activityRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/admin/activity', {
    config: {
      access: 'admin',
      openapi: { summary: 'The audit trail, filtered and paged, newest first', query: activityQuery, response: activityPageSchema },
    },
  }, async (request) => {
    const query = parseQuery(activityQuery, request);
    const from = toStoredForm(query.from);
    const to = toStoredForm(query.to);
    if (from && to && from.slice(0, 10) > to.slice(0, 10)) {
      throw new ApiError(400, 'invalid_input', 'from: must not be after to', 'from');
    }
    const { items, total } = await services.activity.list({
      action: query.action, user: query.user?.trim(), from, to, q: query.q?.trim(),
      page: query.page, pageSize: query.page_size,
    });
    const names = await resourceNames(services, items.map((item) => item.resource));
    return { items: items.map((item) => ({ ...item, resource_name: names.get(item.resource) ?? null })), total, page: query.page, page_size: query.page_size };
  });
}
