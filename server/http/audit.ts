import type { FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import type { ActivityAction } from '../../contract/activity.ts';

/**
 * Writes one activity-log row for the signed-in caller of `request` (or `as` when the caller is
 * not signed in yet, e.g. a failed login). Never pass passwords or tokens in `details`.
 */
export function audit(
  services: Services,
  request: FastifyRequest,
  entry: { action: ActivityAction; resource: string; details?: string; as?: { id: number | null; username: string } },
): Promise<void> {
  const user = entry.as ?? (request.currentUser ? { id: request.currentUser.id, username: request.currentUser.username } : null);
  return services.activity.record({
    userId: user?.id ?? null,
    username: user?.username ?? 'anonymous',
    action: entry.action,
    resource: entry.resource,
    details: entry.details,
    ip: request.ip,
  });
}
