import type { User } from '../../contract/users.ts';
import type { LiveEvent } from '../../contract/events.ts';
import type { ChangeEvent } from './changeEvents.ts';

/**
 * What of a change a user may see, as their browser gets it; null when it is none of theirs. The
 * rules are the routes': another user's Simulation (Editable) is invisible (mayRead), the user list
 * is for admins. `owner_id` never leaves the server.
 */
export function eventShownTo(event: ChangeEvent, user: User): LiveEvent | null {
  switch (event.type) {
    case 'scenario':
      return event.owner_id === null || event.owner_id === user.id ? { type: 'scenario', id: event.id, version: event.version } : null;
    case 'scenario_deleted':
      return event.owner_id === null || event.owner_id === user.id ? { type: 'scenario_deleted', id: event.id } : null;
    case 'baseline':
      return { type: 'baseline', version: event.version };
    case 'users':
      return user.access_level === 'admin' ? { type: 'users' } : null;
    case 'risks':
      return { type: 'risks' };
    case 'monthly_actuals':
      return { type: 'monthly_actuals', version: event.version };
    case 'close':
      return { type: 'close' };
    case 'model':
      return { type: 'model', version: event.version };
    case 'comments':
      if (event.owner_id !== null && event.owner_id !== user.id) return null;
      return event.scenario_id === null ? { type: 'comments', thread_id: event.thread_id } : { type: 'comments', thread_id: event.thread_id, scenario_id: event.scenario_id };
  }
}

/** One event as Server-Sent Events text: a `data:` line of JSON and the blank line that ends it. */
export function eventText(event: LiveEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}
