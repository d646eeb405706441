import type { Repositories } from '../repos/repositories.ts';
import type { BusProblem, ChangeEvent, EventBus } from './changeEvents.ts';
import type { CommentThread } from '../../contract/comments.ts';
import { targetColumns } from '../repos/comments.ts';
import { workingScenarioOwner } from '../repos/scenarios.ts';

/**
 * The repositories with a change event published after each committed write: the one place
 * where events are raised, so no route can forget one. A failed publish is reported, not thrown:
 * the write has committed, and answering it as failed would invite a second one.
 *
 * Not announced: sign-ins and sessions, the activity log, the active scenario (per user), a
 * user's Simulation (Editable) coming into being (only its owner sees it, and their own request
 * made it) and the built-ins brought in line with engine/scenarios.ts at start.
 */
export function publishingChanges(repos: Repositories, events: EventBus, report: BusProblem): Repositories {
  function announcing<A extends unknown[], R>(write: (...args: A) => Promise<R>, eventOf: (result: R, ...args: A) => ChangeEvent | undefined) {
    return async (...args: A): Promise<R> => {
      const result = await write(...args);
      const event = eventOf(result, ...args);
      if (event) await events.publish(event).catch((error: unknown) => report(`publishing a ${event.type} change failed`, error));
      return result;
    };
  }
  const { users, scenarios, baselines, risks, monthlyActuals, models, comments } = repos;
  const threadChanged = (thread: CommentThread | 'full' | undefined): ChangeEvent | undefined => {
    if (!thread || thread === 'full') return undefined;
    const { scenarioId } = targetColumns(thread.target);
    return { type: 'comments', thread_id: thread.id, scenario_id: scenarioId, owner_id: scenarioId === null ? null : workingScenarioOwner(scenarioId) };
  };
  const userChanged = (userId: number): ChangeEvent => ({ type: 'users', user_id: userId });
  return {
    ...repos,
    users: {
      ...users,
      createFirstAdmin: announcing(users.createFirstAdmin, (created) => created && userChanged(created.id)),
      createUnique: announcing(users.createUnique, (created) => (created === 'username_taken' ? undefined : userChanged(created.id))),
      update: announcing(users.update, (updated) => (typeof updated === 'object' ? userChanged(updated.id) : undefined)),
      setPassword: announcing(users.setPassword, (changed, id) => (changed ? userChanged(id) : undefined)),
      delete: announcing(users.delete, (deleted) => (typeof deleted === 'object' ? userChanged(deleted.id) : undefined)),
    },
    scenarios: {
      ...scenarios,
      create: announcing(scenarios.create, (outcome) => outcome.ok
        ? { type: 'scenario', id: outcome.scenario.scenario_id, version: outcome.scenario.version, owner_id: outcome.scenario.owner_id }
        : undefined),
      update: announcing(scenarios.update, (outcome) => outcome.ok
        ? { type: 'scenario', id: outcome.scenario.scenario_id, version: outcome.scenario.version, owner_id: outcome.scenario.owner_id }
        : undefined),
      delete: announcing(scenarios.delete, (deleted) => deleted && { type: 'scenario_deleted', id: deleted.scenario_id, owner_id: deleted.owner_id }),
    },
    baselines: {
      ...baselines,
      save: announcing(baselines.save, (saved) => saved ? { type: 'baseline', version: saved.version } : undefined),
    },
    risks: {
      ...risks,
      save: announcing(risks.save, () => ({ type: 'risks' })),
    },
    monthlyActuals: {
      ...monthlyActuals,
      save: announcing(monthlyActuals.save, (outcome) => outcome.ok ? { type: 'monthly_actuals', version: outcome.saved.version } : undefined),
      setClose: announcing(monthlyActuals.setClose, (outcome) => outcome.ok ? { type: 'close' } : undefined),
    },
    models: {
      ...models,
      publish: announcing(models.publish, (published) => published ? { type: 'model', version: published.version } : undefined),
    },
    comments: {
      ...comments,
      createThread: announcing(comments.createThread, threadChanged),
      reply: announcing(comments.reply, threadChanged),
      setStatus: announcing(comments.setStatus, threadChanged),
    },
  };
}
