import { lazy, type ComponentType } from 'react';
import { ComingSoonScreen } from './Placeholder.tsx';

/**
 * Every view of the app with its menu place (part 1 §2, part 2 §2). Paths are real URLs
 * (docs/decisions.md). `admin` views appear in the menu only for access_level admin; typing
 * their URL as another user shows "Not permitted" (the server refuses their data anyway). The
 * power-user analyses are open to every user, read-only where they would change shared data (issue 26).
 */
export type MenuSection = 'baseline' | 'forecast' | 'export' | 'admin' | 'power';

export interface RouteDef {
  path: string;
  /** Menu label. */
  label: string;
  /** Screen title when it differs from the label. */
  title: string;
  section: MenuSection;
  admin?: boolean;
  beta?: boolean;
  /** The header shows the period switch (yearly, quarterly, monthly) on this view. */
  periodSwitch?: true;
  screen: ComponentType;
}

export const SECTION_TITLES: Record<MenuSection, string | null> = {
  baseline: 'Baseline 2024-2025',
  forecast: 'Forecast 2026-2030',
  export: null,
  admin: 'Admin',
  power: 'Power User',
};

const CockpitScreen = lazy(() => import('../features/cockpit/CockpitScreen.tsx').then((m) => ({ default: m.CockpitScreen })));
const BaselinePnlScreen = lazy(() => import('../features/pnl/PnlScreen.tsx').then((m) => ({ default: m.BaselinePnlScreen })));
const ForecastPnlScreen = lazy(() => import('../features/pnl/PnlScreen.tsx').then((m) => ({ default: m.ForecastPnlScreen })));
const BalanceSheetScreen = lazy(() => import('../features/statements/StatementScreen.tsx').then((m) => ({ default: m.BalanceSheetScreen })));
const CashFlowScreen = lazy(() => import('../features/statements/StatementScreen.tsx').then((m) => ({ default: m.CashFlowScreen })));
const AssumptionsScreen = lazy(() => import('../features/assumptions/AssumptionsScreen.tsx').then((m) => ({ default: m.AssumptionsScreen })));
const KeyDriversScreen = lazy(() => import('../features/key-drivers/KeyDriversScreen.tsx').then((m) => ({ default: m.KeyDriversScreen })));
const ExportCenterScreen = lazy(() => import('../features/export/ExportCenterScreen.tsx').then((m) => ({ default: m.ExportCenterScreen })));
const UserManagementScreen = lazy(() => import('../features/admin-users/UserManagementScreen.tsx').then((m) => ({ default: m.UserManagementScreen })));
const ActivityLogScreen = lazy(() => import('../features/activity/ActivityLogScreen.tsx').then((m) => ({ default: m.ActivityLogScreen })));
const ValuationScreen = lazy(() => import('../features/valuation/ValuationScreen.tsx').then((m) => ({ default: m.ValuationScreen })));
const TomScreen = lazy(() => import('../features/tom/TomScreen.tsx').then((m) => ({ default: m.TomScreen })));
const RiskScreen = lazy(() => import('../features/risks/RiskScreen.tsx').then((m) => ({ default: m.RiskScreen })));
const SensitivityScreen = lazy(() => import('../features/sensitivity/SensitivityScreen.tsx').then((m) => ({ default: m.SensitivityScreen })));
const RangesScreen = lazy(() => import('../features/ranges/RangesScreen.tsx').then((m) => ({ default: m.RangesScreen })));
const VarianceScreen = lazy(() => import('../features/variance/VarianceScreen.tsx').then((m) => ({ default: m.VarianceScreen })));
const ModelScreen = lazy(() => import('../features/model/ModelScreen.tsx').then((m) => ({ default: m.ModelScreen })));
const GtmScreen = lazy(() => import('../features/gtm/GtmScreen.tsx').then((m) => ({ default: m.GtmScreen })));

export const ROUTES: readonly RouteDef[] = [
  { path: '/baseline-assumptions', label: 'Assumptions', title: 'Business Assumptions Documentation', section: 'baseline', screen: AssumptionsScreen },
  { path: '/baseline-financial', label: 'P&L', title: 'Baseline P&L 2024-2025', section: 'baseline', screen: BaselinePnlScreen },
  { path: '/baseline-data', label: 'Data Input', title: '2024/2025 Baseline Data Input', section: 'baseline', screen: lazy(() => import('../features/baseline-data/BaselineDataScreen.tsx').then((m) => ({ default: m.BaselineDataScreen }))) },
  { path: '/actuals', label: 'Monthly Actuals', title: 'Monthly Actuals', section: 'baseline', screen: lazy(() => import('../features/monthly-actuals/MonthlyActualsScreen.tsx').then((m) => ({ default: m.MonthlyActualsScreen }))) },
  { path: '/actuals/datev', label: 'DATEV Import', title: 'DATEV Import', section: 'baseline', admin: true, screen: lazy(() => import('../features/datev/DatevImportScreen.tsx').then((m) => ({ default: m.DatevImportScreen }))) },
  { path: '/key-drivers', label: 'Key Drivers', title: 'Key Performance Dashboard', section: 'forecast', screen: KeyDriversScreen },
  { path: '/headcount', label: 'Headcount', title: 'Headcount Plan', section: 'forecast', screen: lazy(() => import('../features/headcount/HeadcountScreen.tsx').then((m) => ({ default: m.HeadcountScreen }))) },
  { path: '/forecast-financial', label: 'P&L', title: 'Forecast P&L 2026-2030', section: 'forecast', periodSwitch: true, screen: ForecastPnlScreen },
  { path: '/balance-sheet', label: 'Balance Sheet', title: 'Balance Sheet 2026-2030', section: 'forecast', periodSwitch: true, screen: BalanceSheetScreen },
  { path: '/cash-flow', label: 'Cash Flow', title: 'Cash Flow Statement 2026-2030', section: 'forecast', periodSwitch: true, screen: CashFlowScreen },
  { path: '/variance', label: 'Budget vs Actual', title: 'Budget vs Actual', section: 'forecast', screen: VarianceScreen },
  { path: '/cockpit', label: 'Cockpit and KPIs', title: 'Executive Cockpit', section: 'forecast', screen: CockpitScreen },
  { path: '/wallet', label: 'Rides/Wallet', title: 'Rides/Wallet Analysis', section: 'forecast', screen: ValuationScreen },
  { path: '/tom', label: 'Target Operating Model', title: 'Target Operating Model', section: 'forecast', screen: TomScreen },
  { path: '/model', label: 'Model', title: 'Model Definition', section: 'forecast', screen: ModelScreen },
  { path: '/export', label: 'Export', title: 'Professional Export Center', section: 'export', beta: true, screen: ExportCenterScreen },
  { path: '/admin/users', label: 'Users', title: 'User Management', section: 'admin', admin: true, screen: UserManagementScreen },
  { path: '/admin/activity', label: 'Activity Log', title: 'Activity Log', section: 'admin', admin: true, screen: ActivityLogScreen },
  { path: '/rides', label: 'Rides/TAM', title: 'Rides/TAM', section: 'power', admin: true, screen: ComingSoonScreen },
  { path: '/risks', label: 'Risk Analysis', title: 'Strategic Risk Assessment', section: 'power', screen: RiskScreen },
  { path: '/sensitivity', label: 'Sensitivity Analysis', title: 'Sensitivity Analysis', section: 'power', screen: SensitivityScreen },
  { path: '/ranges', label: 'Forecast Ranges', title: 'Forecast Ranges', section: 'power', screen: RangesScreen },
  { path: '/gtm', label: 'GTM', title: 'Market Leadership Strategy Simulator', section: 'power', beta: true, screen: GtmScreen },
  { path: '/valuation', label: 'Enterprise Valuation', title: 'Rides/Wallet Analysis', section: 'power', screen: ValuationScreen },
];

export const DEFAULT_PATH = '/cockpit';

export function routeFor(path: string): RouteDef | undefined {
  return ROUTES.find((route) => route.path === path);
}

/** The window's title while a view is shown (the e2e walks wait for it to know the view has changed). */
export function documentTitle(route: Pick<RouteDef, 'title'> | undefined): string {
  return route ? `${route.title} · Fahrplan` : 'Fahrplan — Financial Planning';
}
