import { Calculator, Coins, Layers, Stethoscope, TrendingUp, Truck, type LucideIcon } from 'lucide-react';

/** Part 2 §2: icons for the five categories, and a default for any other. */
const ICONS: Record<string, LucideIcon> = {
  medical_business: Stethoscope,
  transport_business: Truck,
  revenue_model: Coins,
  cost_intelligence: Calculator,
  growth_assumptions: TrendingUp,
};

export function categoryIcon(category: string): LucideIcon {
  return ICONS[category] ?? Layers;
}
