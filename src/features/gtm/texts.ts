import { i18n } from '../../i18n/index.ts';

/**
 * Words the engine writes into the simulator's analysis (lever groups, table rows, success
 * factors, DACH cards) without an id, found by their English text, with their key in the `gtm`
 * namespace. A text not listed (a row added to the engine) shows as the engine wrote it.
 */
const ENGINE_WORDS = {
  'Market Penetration': 'leverGroups.penetration',
  'AI & Partnerships': 'leverGroups.ai',
  'DACH Expansion': 'leverGroups.dach',
  'Service Portfolio': 'leverGroups.portfolio',
  'Our German market share': 'structureRows.share',
  'Rides on our platform (DE)': 'structureRows.ridesOn',
  'Rides not on our platform (DE)': 'structureRows.ridesOff',
  'Competitive risk': 'structureRows.risk',
  'Market leadership score': 'structureRows.leadership',
  'Speed of hospital roll-out': 'factors.rollout',
  'Defensible product and regulatory advantage': 'factors.advantage',
  'Efficient customer acquisition': 'factors.acquisition',
  'AI dispatch quality': 'factors.dispatch',
  'Switching costs through integrations': 'factors.switching',
  'Two-sided network effects': 'factors.network',
  'Projected market share': 'positionLabels.share',
  'Market entry': 'positionLabels.entry',
  'Plan revenue (forecast P&L)': 'impactRows.plan',
  'German market levers': 'impactRows.german',
  'International revenue (CH, AT)': 'impactRows.international',
  'Material transport revenue': 'impactRows.material',
  'Data monetization': 'impactRows.data',
  'Total revenue': 'impactRows.total',
} as const;

/** An engine text of the simulator in the reader's language. */
export function gtmWords(english: string): string {
  const key = Object.hasOwn(ENGINE_WORDS, english) ? ENGINE_WORDS[english as keyof typeof ENGINE_WORDS] : null;
  return key === null ? english : i18n.t(`gtm:${key}`);
}
