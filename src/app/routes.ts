import { lazy, type ComponentType } from 'react';
import type { Language } from '../../contract/preferences.ts';
import { currentLanguage, i18n } from '../i18n/index.ts';
import type { EN } from '../i18n/resources.ts';
import { ComingSoonScreen } from './Placeholder.tsx';

/**
 * Every view of the app with its menu place (part 1 §2, part 2 §2). Paths are real URLs
 * (docs/decisions.md). `admin` views appear in the menu only for access_level admin; typing
 * their URL as another user shows "Not permitted" (the server refuses their data anyway). The
 * power-user analyses are open to every user, read-only where they would change shared data (issue 26).
 */
export type MenuSection = 'baseline' | 'forecast' | 'export' | 'admin' | 'power';

/** The views' keys, as the shell's texts name them. */
export type RouteId = keyof (typeof EN)['shell']['routes'];

export interface RouteDef {
  /** The view's key: its menu label and screen title are the texts shell:routes.<id>.label and .title. */
  id: RouteId;
  path: string;
  section: MenuSection;
  admin?: boolean;
  beta?: boolean;
  /** The header shows the period switch (yearly, quarterly, monthly) on this view. */
  periodSwitch?: true;
  screen: ComponentType;
}


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
  { id: 'assumptions', path: '/baseline-assumptions', section: 'baseline', screen: AssumptionsScreen },
  { id: 'baselinePnl', path: '/baseline-financial', section: 'baseline', screen: BaselinePnlScreen },
  { id: 'baselineData', path: '/baseline-data', section: 'baseline', screen: lazy(() => import('../features/baseline-data/BaselineDataScreen.tsx').then((m) => ({ default: m.BaselineDataScreen }))) },
  { id: 'monthlyActuals', path: '/actuals', section: 'baseline', screen: lazy(() => import('../features/monthly-actuals/MonthlyActualsScreen.tsx').then((m) => ({ default: m.MonthlyActualsScreen }))) },
  { id: 'datev', path: '/actuals/datev', section: 'baseline', admin: true, screen: lazy(() => import('../features/datev/DatevImportScreen.tsx').then((m) => ({ default: m.DatevImportScreen }))) },
  { id: 'keyDrivers', path: '/key-drivers', section: 'forecast', screen: KeyDriversScreen },
  { id: 'headcount', path: '/headcount', section: 'forecast', screen: lazy(() => import('../features/headcount/HeadcountScreen.tsx').then((m) => ({ default: m.HeadcountScreen }))) },
  { id: 'forecastPnl', path: '/forecast-financial', section: 'forecast', periodSwitch: true, screen: ForecastPnlScreen },
  { id: 'balanceSheet', path: '/balance-sheet', section: 'forecast', periodSwitch: true, screen: BalanceSheetScreen },
  { id: 'cashFlow', path: '/cash-flow', section: 'forecast', periodSwitch: true, screen: CashFlowScreen },
  { id: 'variance', path: '/variance', section: 'forecast', screen: VarianceScreen },
  { id: 'cockpit', path: '/cockpit', section: 'forecast', screen: CockpitScreen },
  { id: 'wallet', path: '/wallet', section: 'forecast', screen: ValuationScreen },
  { id: 'tom', path: '/tom', section: 'forecast', screen: TomScreen },
  { id: 'model', path: '/model', section: 'forecast', screen: ModelScreen },
  { id: 'export', path: '/export', section: 'export', beta: true, screen: ExportCenterScreen },
  { id: 'users', path: '/admin/users', section: 'admin', admin: true, screen: UserManagementScreen },
  { id: 'activity', path: '/admin/activity', section: 'admin', admin: true, screen: ActivityLogScreen },
  { id: 'rides', path: '/rides', section: 'power', admin: true, screen: ComingSoonScreen },
  { id: 'risks', path: '/risks', section: 'power', screen: RiskScreen },
  { id: 'sensitivity', path: '/sensitivity', section: 'power', screen: SensitivityScreen },
  { id: 'ranges', path: '/ranges', section: 'power', screen: RangesScreen },
  { id: 'gtm', path: '/gtm', section: 'power', beta: true, screen: GtmScreen },
  { id: 'valuation', path: '/valuation', section: 'power', screen: ValuationScreen },
];

export const DEFAULT_PATH = '/cockpit';

export function routeFor(path: string): RouteDef | undefined {
  return ROUTES.find((route) => route.path === path);
}

/** A view's menu label in the given language (the app's language unless told). */
export function routeLabel(route: Pick<RouteDef, 'id'>, language: Language = currentLanguage()): string {
  return i18n.getFixedT(language, 'shell')(`routes.${route.id}.label`);
}

/** A view's screen title in the given language (the app's language unless told). */
export function routeTitle(route: Pick<RouteDef, 'id'>, language: Language = currentLanguage()): string {
  return i18n.getFixedT(language, 'shell')(`routes.${route.id}.title`);
}

/** The window's title while a view is shown (the e2e walks wait for it to know the view has changed). */
export function documentTitle(route: Pick<RouteDef, 'id'> | undefined, language: Language = currentLanguage()): string {
  const t = i18n.getFixedT(language, 'shell');
  return route ? t('documentTitle', { title: routeTitle(route, language) }) : t('documentTitleNone');
}
