import type { DriverDef } from '../types.ts';

/** Drivers of the category transport_business (see engine/model/drivers.ts for the catalog's conventions). */
export const TRANSPORT_BUSINESS_DRIVERS: readonly DriverDef[] = [
  {
    id: 'transport_client_growth_rate', name: 'Transport Client Growth Rate', category: 'transport_business', unit: '%/year',
    min: 0, max: 400, baseline: 92.6376, source: 'P1 §3 key-driver payload; value calibrated', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'Referral growth of transport partners, applied monthly to last month\'s partners and slowing as the market fills.',
    description: 'Organic growth of transport companies on the platform per year.',
    documentation: { group: 'transport_clients', category: 'Growth Projection', reasoning: 'Transport companies recruit peers to fill rides they cannot serve.', flag: 'isProjection' },
  },
  {
    id: 'transport_market_penetration_start', name: 'Transport Market Pull', category: 'transport_business', unit: '%/year',
    min: 0, max: 20, baseline: 1.8, source: 'P2 §3 key-driver default (1.8)', impact_level: 'medium', editable: true, role: 'model',
    business_logic: 'Share of all German transport companies that join per year through market pull (inbound), from the start of the forecast.',
    description: 'Penetration velocity of the transport market at the start of the forecast.',
  },
  {
    id: 'transport_partners_per_new_medical_client', name: 'Transport Partners per New Facility', category: 'transport_business', unit: 'partners/client',
    min: 0, max: 5, baseline: 1.01823, source: 'ours: calibrated network pull of the marketplace', impact_level: 'medium', editable: true, role: 'model',
    business_logic: 'Each new medical client brings transport partners onto the platform to serve its rides.',
    description: 'Network effect of the two-sided marketplace.',
  },
  {
    id: 'german_transport_companies', name: 'Transport Companies (DE)', category: 'transport_business', unit: 'companies',
    min: 100, max: 100000, baseline: 11880, source: 'derived: 71,280 vehicles (P2 §2) ÷ 6 vehicles per company (P1 §9)', impact_level: 'medium', editable: true, role: 'model',
    business_logic: 'The transport market: caps partner growth and sizes the market pull.',
    description: 'Patient transport companies in Germany.',
    documentation: { group: 'transport_clients', category: 'Business Model', reasoning: '71,280 vehicles in the integrated market data at about 6 vehicles per company.' },
  },
  {
    id: 'serviceable_transport_share', name: 'Serviceable Transport Market', category: 'transport_business', unit: '%',
    min: 1, max: 100, baseline: 35.806, source: 'ours: calibrated share of German transport companies in the regions served by 2030', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'Transport partner growth slows as partners approach this share of all German transport companies (the serviceable market).',
    description: 'Serviceable share of the German transport market.',
    documentation: { group: 'transport_clients', category: 'Business Model', reasoning: 'Regional roll-out: the platform serves the regions where its medical clients are.' },
  },
  {
    id: 'vehicles_per_transport_client', name: 'Vehicles per Transport Company', category: 'transport_business', unit: 'vehicles',
    min: 1, max: 100, baseline: 6, source: 'P1 §9 (about 6 vehicles)', impact_level: 'medium', editable: true, role: 'model',
    business_logic: 'Dispatch software is billed per vehicle; fleet capacity caps rides per company.',
    description: 'Average fleet of a transport partner.',
    documentation: { group: 'transport_clients', category: 'Volume Driver', reasoning: 'Dispatch software €240 a month = €40 per vehicle × about 6 vehicles (P1 §9).' },
  },
  {
    id: 'transport_rides_per_client_month', name: 'Transport Rides per Company', category: 'transport_business', unit: 'rides/month',
    min: 10, max: 5000, baseline: 500, source: 'P1 §9 (transport rides 500)', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'Rides a transport partner dispatches through the software per month (capped by fleet capacity).',
    description: 'Dispatch volume of a transport partner.',
    documentation: { group: 'transport_clients', category: 'Volume Driver', reasoning: 'Transport rides 500 per company per month (P1 §9).' },
  },
  {
    id: 'transport_rides_per_vehicle_per_month', name: 'Rides per Vehicle per Month', category: 'transport_business', unit: 'rides/vehicle/month',
    min: 10, max: 600, baseline: 180, source: 'P2 §3 fixed extra (180)', impact_level: 'low', editable: true, role: 'model',
    business_logic: 'Fleet capacity: rides per company cannot exceed vehicles × rides per vehicle.',
    description: 'Capacity of one vehicle per month.',
    documentation: { group: 'rides_volume', category: 'Volume Driver', reasoning: 'About 9 rides per vehicle and working day.' },
  },
  {
    id: 'transport_avg_ride_cost', name: 'Price per Ride', category: 'transport_business', unit: '€/trip',
    min: 10, max: 200, baseline: 45, source: 'P1 §9 (price per ride €45); P2 §3 key-driver default (45)', impact_level: 'high', editable: true, role: 'model',
    business_logic: 'Average price a facility pays for a patient transport; the platform takes its share of revenue-generating rides.',
    description: 'Average ride price.',
    documentation: { group: 'pricing', category: 'Pricing Model', reasoning: 'Average German patient transport price (P1 §9).' },
  },
  {
    id: 'revenue_generating_rides_share', name: 'Revenue-Generating Rides', category: 'transport_business', unit: '%',
    min: 0, max: 100, baseline: 60, source: 'P1 §9 (revenue-generating rides 60%)', impact_level: 'medium', editable: true, role: 'model',
    business_logic: 'Share of medical rides on which the platform earns its share (the rest are covered by flat contracts).',
    description: 'Share of booked rides that generate transaction revenue.',
    documentation: { group: 'pricing', category: 'Revenue Model', reasoning: 'Revenue-generating rides 60% (P1 §9).' },
  },
];
