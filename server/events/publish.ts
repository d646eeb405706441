import type { FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import type { ChangeEvent } from './bus.ts';

/**
 * One helper per kind of change, called by the route that stored it, after it is stored. The
 * write has happened whatever the bus does, so a failed publish is logged and the answer stands:
 * the browsers reload everything when their stream reconnects.
 */
function publish(services: Services, request: FastifyRequest, event: ChangeEvent): void {
  services.events.publish(event).catch((error: unknown) => {
    request.log.warn({ err: error, event: event.type }, 'change event not published');
  });
}

/** A scenario was created or saved (a new version). */
export function publishScenarioChanged(services: Services, request: FastifyRequest, scenario: ScenarioRecord): void {
  publish(services, request, { type: 'scenario', id: scenario.scenario_id, version: scenario.version, owner_id: scenario.owner_id });
}

export function publishScenarioDeleted(services: Services, request: FastifyRequest, scenario: ScenarioRecord): void {
  publish(services, request, { type: 'scenario_deleted', id: scenario.scenario_id, owner_id: scenario.owner_id });
}

/** A new baseline version: every forecast changes with it. */
export function publishBaselineChanged(services: Services, request: FastifyRequest, version: number): void {
  publish(services, request, { type: 'baseline', version });
}

/** A user was created, changed, deleted or had a password set (what the admin user list shows). */
export function publishUsersChanged(services: Services, request: FastifyRequest): void {
  publish(services, request, { type: 'users' });
}

export function publishRisksChanged(services: Services, request: FastifyRequest): void {
  publish(services, request, { type: 'risks' });
}
