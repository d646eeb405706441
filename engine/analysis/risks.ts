import type { DefinitionLanguage } from '../i18n/definitionTexts.ts';
import german from '../i18n/risks.de.json';

/**
 * Strategic risk assessment (part 2 §2, §3, §5, §9): the five risks, their quadrant in the 2×2
 * matrix, display labels and the header figures. Definitions: docs/model.md ("Risk assessment").
 */

export const RISK_CATEGORIES = ['External', 'Market', 'Operational', 'Commercial'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** Part 2 §3 risk. Probability and impact on a 0–4 scale; revenueImpact in €M. */
export interface Risk {
  id: number;
  name: string;
  category: RiskCategory;
  probability: number;
  impact: number;
  revenueImpact: number;
  description: string;
  mitigation: string;
  timeframe: string;
  derivation: string;
}

export const RISK_SCALE_MAX = 4;

/** Part 2 §9 figures; texts are ours. */
export const DEFAULT_RISKS: readonly Risk[] = [
  {
    id: 1, name: 'Regulatory Changes', category: 'External', probability: 2.1, impact: 3.8, revenueImpact: 2.8,
    description: 'Changes to patient transport reimbursement (SGB V §60) or hospital IT rules (KHZG, DiGA) could force product changes or delay hospital roll-outs.',
    mitigation: 'Regulatory monitoring with health-law counsel, active membership in the hospital IT associations, modular compliance features.',
    timeframe: '12-24 months',
    derivation: 'Recurring revenue of medical clients that would pause during a compliance change of about two quarters.',
  },
  {
    id: 2, name: 'Market Competition', category: 'Market', probability: 3.1, impact: 3.4, revenueImpact: 1.2,
    description: 'Hospital IT vendors and dispatch software providers add transport booking, pressuring prices and new-client growth.',
    mitigation: 'Deep hospital integrations, the two-sided network of transport partners and multi-year contracts raise switching costs.',
    timeframe: '6-18 months',
    derivation: 'Price pressure of about 10% on recurring revenue plus slower acquisition of new facilities.',
  },
  {
    id: 3, name: 'Technology Infrastructure', category: 'Operational', probability: 2.8, impact: 3.8, revenueImpact: 4.1,
    description: 'Outages or security incidents in a platform that dispatches patient transports around the clock.',
    mitigation: 'Redundant hosting in two German data centres, 24/7 on-call, ISO 27001 programme, regular penetration tests.',
    timeframe: '0-12 months',
    derivation: 'Transaction and recurring revenue at risk from service credits and churn after a major incident.',
  },
  {
    id: 4, name: 'Key Personnel', category: 'Operational', probability: 2.0, impact: 2.8, revenueImpact: 0.8,
    description: 'Loss of founders or senior engineers who hold critical knowledge of the platform and key accounts.',
    mitigation: 'Employee stock options with vesting, documentation and pairing on critical systems, succession plans.',
    timeframe: '12-36 months',
    derivation: 'Delayed roadmap and account expansion for about two quarters while roles are refilled.',
  },
  {
    id: 5, name: 'Talent Acquisition', category: 'Commercial', probability: 3.4, impact: 2.1, revenueImpact: 0.5,
    description: 'Hiring the sales and customer success staff the FTE plan needs is slow in a tight German labour market.',
    mitigation: 'Employer branding, referral bonuses, remote-friendly roles and recruiting ahead of the plan.',
    timeframe: '6-12 months',
    derivation: 'New-client revenue lost while sales positions stay open for an extra quarter.',
  },
];

/** The texts of a risk a reader sees; id, category and figures are never translated. */
export type RiskTexts = Pick<Risk, 'name' | 'description' | 'mitigation' | 'timeframe' | 'derivation'>;
const RISK_TEXT_FIELDS = ['name', 'description', 'mitigation', 'timeframe', 'derivation'] as const satisfies readonly (keyof RiskTexts)[];

/** German texts of the shipped risks by risk id (engine/i18n/risks.de.json); the file must give every field of every shipped risk. */
const GERMAN_RISK_TEXTS: Readonly<Record<string, RiskTexts>> = german;

/**
 * A risk's texts in the reader's language, the rule of the model definition's texts: a German
 * text replaces a field only while that field still reads the shipped English of its risk id, so
 * a risk whose words were changed, or one that is not shipped, keeps its own words.
 */
export function localizedRisk<R extends Risk>(risk: R, language: DefinitionLanguage): R {
  if (language === 'en') return risk;
  const shipped = DEFAULT_RISKS.find((r) => r.id === risk.id);
  const texts = GERMAN_RISK_TEXTS[String(risk.id)];
  if (!shipped || !texts) return risk;
  const shown = { ...risk };
  for (const field of RISK_TEXT_FIELDS) if (risk[field] === shipped[field]) shown[field] = texts[field];
  return shown;
}

/** Part 2 §2 quadrants: probability ≥ 2.5 is high, impact ≥ 3.0 is high. */
export const HIGH_PROBABILITY = 2.5;
export const HIGH_IMPACT = 3.0;

export type RiskQuadrant = 'CRITICAL' | 'MITIGATE' | 'MONITOR' | 'ACCEPT';

export function riskQuadrant(probability: number, impact: number): RiskQuadrant {
  const likely = probability >= HIGH_PROBABILITY;
  const severe = impact >= HIGH_IMPACT;
  if (likely && severe) return 'CRITICAL';
  if (severe) return 'MITIGATE';
  if (likely) return 'MONITOR';
  return 'ACCEPT';
}

export type RiskLevelLabel = 'High' | 'Medium' | 'Low';

/** Part 2 §5, the impact's label: 3 or more High, 2.5 or more Medium, below Low. */
export function riskLevelLabel(value: number): RiskLevelLabel {
  if (value >= 3) return 'High';
  if (value >= 2.5) return 'Medium';
  return 'Low';
}

/**
 * The probability's label, told by the chance it stands for (probability / 4), so it never
 * contradicts the percentage beside it: High from 62.5 % (2.5, the matrix's high-probability line),
 * Medium from 37.5 % (1.5), Low below. Part 2 §5's rule (3 High, 2.5 Medium) called 2.1 — a 52.5 %
 * chance — Low; it stays the impact's rule (docs/decisions.md).
 */
export function probabilityLevelLabel(probability: number): RiskLevelLabel {
  if (probability >= HIGH_PROBABILITY) return 'High';
  if (probability >= MEDIUM_PROBABILITY) return 'Medium';
  return 'Low';
}

/** Where Medium probability starts on the 0–4 scale: 37.5 %. */
export const MEDIUM_PROBABILITY = 1.5;

/** Part 2 §5: probability / 4 × 100. */
export function probabilityPercent(probability: number): number {
  return (probability / RISK_SCALE_MAX) * 100;
}

export interface AssessedRisk extends Risk {
  quadrant: RiskQuadrant;
  probabilityPercent: number;
  probabilityLabel: RiskLevelLabel;
  impactLabel: RiskLevelLabel;
  /** probability / 4 × revenue impact, €M. */
  expectedLoss: number;
}

export function assessRisk(risk: Risk): AssessedRisk {
  return {
    ...risk,
    quadrant: riskQuadrant(risk.probability, risk.impact),
    probabilityPercent: probabilityPercent(risk.probability),
    probabilityLabel: probabilityLevelLabel(risk.probability),
    impactLabel: riskLevelLabel(risk.impact),
    expectedLoss: (risk.probability / RISK_SCALE_MAX) * risk.revenueImpact,
  };
}

export interface RiskSummary {
  /** Σ revenue impact, €M. */
  totalExposure: number;
  /** Σ probability / 4 × revenue impact, €M. */
  expectedLoss: number;
  /** Σ revenue impact of the risks outside the CRITICAL quadrant, €M. */
  coveredExposure: number;
  /**
   * Share of the total exposure (in %) carried by risks outside the CRITICAL quadrant: those are
   * covered by their quadrant's strategy (accept, monitor, mitigate); critical ones are not until
   * their probability or impact falls.
   */
  riskCoverage: number;
}

export function riskSummary(risks: readonly Risk[]): RiskSummary {
  const totalExposure = risks.reduce((sum, r) => sum + r.revenueImpact, 0);
  const expectedLoss = risks.reduce((sum, r) => sum + (r.probability / RISK_SCALE_MAX) * r.revenueImpact, 0);
  const covered = risks.filter((r) => riskQuadrant(r.probability, r.impact) !== 'CRITICAL').reduce((sum, r) => sum + r.revenueImpact, 0);
  return { totalExposure, expectedLoss, coveredExposure: covered, riskCoverage: totalExposure > 0 ? (covered / totalExposure) * 100 : 100 };
}

/** Part 2 §2 matrix cells: what each quadrant asks for. */
export const QUADRANT_TEXT: Record<RiskQuadrant, { title: string; position: string }> = {
  CRITICAL: { title: 'CRITICAL', position: 'High impact, high probability' },
  MITIGATE: { title: 'MITIGATE', position: 'High impact, low probability' },
  MONITOR: { title: 'MONITOR', position: 'Low impact, high probability' },
  ACCEPT: { title: 'ACCEPT', position: 'Low impact, low probability' },
};
