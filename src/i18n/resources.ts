import commonEn from './locales/en/common.json';
import shellEn from './locales/en/shell.json';
import loginEn from './locales/en/login.json';
import cockpitEn from './locales/en/cockpit.json';
import pnlEn from './locales/en/pnl.json';
import statementsEn from './locales/en/statements.json';
import varianceEn from './locales/en/variance.json';
import keyDriversEn from './locales/en/keyDrivers.json';
import headcountEn from './locales/en/headcount.json';
import scenariosEn from './locales/en/scenarios.json';
import tomEn from './locales/en/tom.json';
import assumptionsEn from './locales/en/assumptions.json';
import monthlyActualsEn from './locales/en/monthlyActuals.json';
import datevEn from './locales/en/datev.json';
import baselineDataEn from './locales/en/baselineData.json';
import modelEn from './locales/en/model.json';
import rangesEn from './locales/en/ranges.json';
import sensitivityEn from './locales/en/sensitivity.json';
import risksEn from './locales/en/risks.json';
import gtmEn from './locales/en/gtm.json';
import valuationEn from './locales/en/valuation.json';
import adminUsersEn from './locales/en/adminUsers.json';
import activityEn from './locales/en/activity.json';
import exportEn from './locales/en/export.json';
import commentsEn from './locales/en/comments.json';
import commonDe from './locales/de/common.json';
import shellDe from './locales/de/shell.json';
import loginDe from './locales/de/login.json';
import cockpitDe from './locales/de/cockpit.json';
import pnlDe from './locales/de/pnl.json';
import statementsDe from './locales/de/statements.json';
import varianceDe from './locales/de/variance.json';
import keyDriversDe from './locales/de/keyDrivers.json';
import headcountDe from './locales/de/headcount.json';
import scenariosDe from './locales/de/scenarios.json';
import tomDe from './locales/de/tom.json';
import assumptionsDe from './locales/de/assumptions.json';
import monthlyActualsDe from './locales/de/monthlyActuals.json';
import datevDe from './locales/de/datev.json';
import baselineDataDe from './locales/de/baselineData.json';
import modelDe from './locales/de/model.json';
import rangesDe from './locales/de/ranges.json';
import sensitivityDe from './locales/de/sensitivity.json';
import risksDe from './locales/de/risks.json';
import gtmDe from './locales/de/gtm.json';
import valuationDe from './locales/de/valuation.json';
import adminUsersDe from './locales/de/adminUsers.json';
import activityDe from './locales/de/activity.json';
import exportDe from './locales/de/export.json';
import commentsDe from './locales/de/comments.json';

/**
 * The app's texts, one namespace per screen (docs/i18n.md). English is the source: the
 * specification's words where it gives them, word for word; German is checked against it key by
 * key and placeholder by placeholder (tests/unit/i18n-resources.test.ts).
 */
export const EN = {
  common: commonEn, shell: shellEn, login: loginEn, cockpit: cockpitEn, pnl: pnlEn, statements: statementsEn,
  variance: varianceEn, keyDrivers: keyDriversEn, headcount: headcountEn, scenarios: scenariosEn, tom: tomEn,
  assumptions: assumptionsEn, monthlyActuals: monthlyActualsEn, datev: datevEn, baselineData: baselineDataEn,
  model: modelEn, ranges: rangesEn, sensitivity: sensitivityEn, risks: risksEn, gtm: gtmEn, valuation: valuationEn,
  adminUsers: adminUsersEn, activity: activityEn, export: exportEn, comments: commentsEn,
} as const;

export const DE: Record<keyof typeof EN, object> = {
  common: commonDe, shell: shellDe, login: loginDe, cockpit: cockpitDe, pnl: pnlDe, statements: statementsDe,
  variance: varianceDe, keyDrivers: keyDriversDe, headcount: headcountDe, scenarios: scenariosDe, tom: tomDe,
  assumptions: assumptionsDe, monthlyActuals: monthlyActualsDe, datev: datevDe, baselineData: baselineDataDe,
  model: modelDe, ranges: rangesDe, sensitivity: sensitivityDe, risks: risksDe, gtm: gtmDe, valuation: valuationDe,
  adminUsers: adminUsersDe, activity: activityDe, export: exportDe, comments: commentsDe,
};

export type Namespace = keyof typeof EN;
export const NAMESPACES = Object.keys(EN) as Namespace[];
