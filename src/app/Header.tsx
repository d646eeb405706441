import type { User } from '../api/auth.ts';
import { logout } from '../state/auth.ts';
import { DarkModeToggle } from '../ui/DarkModeToggle.tsx';
import { ScenarioSelector } from '../features/scenarios/ScenarioSelector.tsx';
import { UnsavedChanges } from '../features/scenarios/UnsavedChanges.tsx';
import { PeriodSwitch } from './PeriodSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The path whose screen has the period switch (part 1 §2). */
const PERIOD_SWITCH_PATH = '/forecast-financial';

/** Part 1 §2 header: title, period switch, scenario selector, theme, user menu, welcome, logout. */
export function Header({ user, path }: { user: User; path: string | undefined }) {
  return (
    <header className="header">
      <div className="header-left">
        <span className="header-title">Fahrplan Financial Planning</span>
        {path === PERIOD_SWITCH_PATH ? <PeriodSwitch /> : null}
      </div>
      <div className="header-actions">
        <UnsavedChanges user={user} />
        <ScenarioSelector user={user} />
        <DarkModeToggle />
        <span className="welcome">Welcome, {user.username}</span>
        <UserMenu user={user} />
        <button type="button" className="button" onClick={() => void logout()}>Logout</button>
      </div>
    </header>
  );
}
