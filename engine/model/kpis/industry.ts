import type { KpiDef } from '../types.ts';
import { ASSESSED_2025 } from './assessed.ts';

/** Industry tab: marketplace and platform KPIs the model computes, and two assessed inputs. See engine/model/kpis.ts for the formula language. */
export const INDUSTRY_KPIS: readonly KpiDef[] = [
  {
    id: 'network_effect_multiplier', name: 'Network Effect Multiplier', tab: 'industry', unit: 'x',
    formula: '(rides / prev_year(rides)) / ((medical_clients + transport_clients) / (prev_year(medical_clients) + prev_year(transport_clients)))',
    benchmark: { kind: 'above', value: 1 }, benchmark_source: 'Internal target: rides grow faster than clients',
    reference: 'ours',
    description: 'Ride growth relative to client growth.',
    definition: '(Rides ÷ last year\'s rides) ÷ (clients ÷ last year\'s clients).',
    remedy: {
      warning: 'Rides grow only as fast as clients: lift the Platform Adoption Rate in existing facilities and connect more Transport Partners per New Facility, so each client brings more rides.',
      critical: 'Rides grow slower than the client base, so the marketplace is not pulling: route every booking of existing facilities through the platform (Platform Adoption Rate) and onboard each facility\'s transport partners with it (Transport Partners per New Facility).',
    },
  },
  {
    id: 'whitespace_penetration_velocity', name: 'Whitespace Penetration Velocity', tab: 'industry', unit: 'pp/year',
    formula: '100 * (medical_clients - prev_year(medical_clients)) / addressable_medical_facilities',
    closedYear: 'The addressable market is a driver.', closedYearAlsoActualYears: true,
    benchmark: { kind: 'above', value: 1.7 }, benchmark_source: 'Internal target: 8.5% of addressable facilities within five years',
    reference: 'ours: P2 §3 fixed extra medical market penetration 8.5% ÷ 5 years',
    description: 'Percentage points of the addressable facilities won per year.',
    definition: 'Net new medical clients ÷ addressable medical facilities.',
    remedy: {
      warning: 'The market is won a little too slowly: add reps to the Sales Team Size in regions with many unserved facilities and raise the Onboarding-to-Active Conversion.',
      critical: 'At this pace the target market share is out of reach: grow sales-led acquisition (Sales Team Size, Sales Rep Productivity), enter new regions through hospital groups and cut the Logo Churn Rate so that wins are not lost again.',
    },
  },
  {
    id: 'b2b2c_revenue_multiplier', name: 'B2B2C Revenue Multiplier', tab: 'industry', unit: 'x',
    formula: 'total_revenue / recurring_revenue',
    benchmark: { kind: 'above', value: 1.3 }, benchmark_source: 'Internal target: ride revenue adds at least 30% on top of software',
    reference: 'ours',
    description: 'Total revenue per euro of software revenue.',
    definition: 'Total revenue ÷ recurring revenue.',
    remedy: {
      warning: 'Ride revenue adds little on top of software: move more bookings into revenue-generating rides (Revenue-Generating Rides) and review the Platform Revenue Share with transport partners.',
      critical: 'Revenue is almost all software and the marketplace earns too little per ride: raise the Platform Revenue Share, lift the share of Revenue-Generating Rides and book more rides through the platform (Platform Adoption Rate).',
    },
  },
  {
    id: 'cross_vertical_synergy', name: 'Cross-Vertical Synergy Index', tab: 'industry', unit: 'score',
    formula: 'cross_vertical_synergy_index',
    closedYear: 'An assessed index, a driver.', closedYearAlsoActualYears: true,
    benchmark: { kind: 'above', value: 6 }, benchmark_source: 'Management assessment (scale 0–10)',
    reference: 'ours: assessed input',
    description: 'Assessed reuse of the platform across medical, logistics and insurance.',
    definition: 'The assessed input cross_vertical_synergy_index.',
    remedy: {
      warning: 'Reuse across verticals is assessed below target: run a pilot with a logistics or insurance partner on the existing platform, then re-assess the Cross-Vertical Synergy Index.',
      critical: 'The platform serves one vertical only: name a product owner for logistics and insurance use cases, build the shared interfaces first and re-assess the Cross-Vertical Synergy Index after the pilot.',
    },
  },
  {
    id: 'regulatory_moat', name: 'Regulatory Moat Strength', tab: 'industry', unit: 'score',
    formula: 'regulatory_moat_strength',
    closedYear: 'An assessed index, a driver.', closedYearAlsoActualYears: true,
    benchmark: { kind: 'above', value: 7 }, benchmark_source: 'Management assessment (scale 0–10)',
    reference: 'ours: assessed input',
    description: 'Assessed protection from certification and hospital IT integration.',
    definition: 'The assessed input regulatory_moat_strength.',
    remedy: {
      warning: 'Protection by certification is assessed below target: finish the open certifications and certified hospital interfaces, then re-assess the Regulatory Moat Strength.',
      critical: 'Competitors could copy the offer easily: invest in DiGA and KHZG compliance and certified hospital IT interfaces, show them in every tender and re-assess the Regulatory Moat Strength.',
    },
  },
  {
    id: 'asset_light_scalability', name: 'Asset-Light Scalability Ratio', tab: 'industry', unit: 'x',
    formula: '(total_revenue / prev_year(total_revenue)) / (total_expenses / prev_year(total_expenses))',
    benchmark: { kind: 'above', value: 1.2 }, benchmark_source: 'Internal target: revenue grows 20% faster than costs',
    reference: 'ours',
    description: 'Revenue growth relative to cost growth (operating leverage).',
    definition: '(Revenue ÷ last year\'s revenue) ÷ (total expenses ÷ last year\'s total expenses).',
    remedy: {
      warning: 'Costs grow almost as fast as revenue: keep fixed costs such as Hosting & Platform, Legal & Tax and Office per FTE flat while volume grows.',
      critical: 'Costs grow faster than revenue: stop hiring ahead of revenue (FTE Plan 2026 and later), automate onboarding and support, and renegotiate the Hosting Cost per Ride before the next volume step.',
    },
  },
  {
    id: 'sales_model_efficiency', name: 'Sales Model Efficiency Index', tab: 'industry', unit: 'clients/rep/month',
    formula: 'new_medical_clients / sales_reps / 12',
    closedYear: 'Sales reps follow the headcount plan where the closed months give no actual FTEs.',
    benchmark: { kind: 'above', value: 1 }, benchmark_source: 'Internal target: one active client per rep and month',
    reference: 'ours',
    description: 'New active medical clients per sales rep and month.',
    definition: 'New medical clients ÷ average sales reps ÷ 12.',
    base2025: { value: 0.6, ...ASSESSED_2025 },
    remedy: {
      warning: 'Reps close slightly fewer clients than planned: feed them qualified leads from referrals and use a standard contract to raise Sales Rep Productivity.',
      critical: 'Each rep wins far too few clients: coach or replace low performers, narrow territories to facilities that buy fast and raise Sales Rep Productivity before growing the Sales Team Size.',
    },
  },
  {
    id: 'viral_coefficient', name: 'Viral Coefficient', tab: 'industry', unit: 'x',
    formula: '(onboarded_medical_clients - 12 * sales_reps * sales_rep_productivity) / prev_year(medical_clients)',
    closedYear: 'Sales-led onboardings are Sales Team Size × Sales Rep Productivity, drivers.',
    benchmark: { kind: 'above', value: 0.1 }, benchmark_source: 'Industry benchmark for B2B referrals (above 0.1)',
    reference: 'ours',
    description: 'Referred facilities per existing client per year.',
    definition: '(Onboarded facilities − sales-led onboardings) ÷ last year\'s medical clients.',
    base2025: { value: 0.08, ...ASSESSED_2025 },
    remedy: {
      warning: 'Few clients bring in others: ask every live facility for a referral at its first review, so that referrals add to the Medical Client Growth Rate beyond sales-led wins.',
      critical: 'Growth comes from sales alone: build a referral programme with hospital groups, publish client case studies and plan the Medical Client Growth Rate so that referrals, not only Sales Rep Productivity, carry part of it.',
    },
  },
  {
    id: 'market_creation_velocity', name: 'Market Creation Velocity', tab: 'industry', unit: '%',
    formula: '100 * (rides / prev_year(rides) - 1)',
    benchmark: { kind: 'above', value: 40 }, benchmark_source: 'Internal target: digital ride volume grows above 40% a year',
    reference: 'ours',
    description: 'Growth of rides handled by the platform.',
    definition: 'Rides ÷ last year\'s rides − 1.',
    remedy: {
      warning: 'Ride volume grows a little slower than planned: move more wards to platform booking (Platform Adoption Rate) and sign transport partners faster (Transport Client Growth Rate).',
      critical: 'Ride volume is nearly flat: shorten the Adoption Ramp of new facilities, raise the Platform Adoption Rate in existing ones and add transport capacity through the Transport Client Growth Rate.',
    },
  },
];
