import {
  Activity, ArrowLeftRight, BookOpen, BookOpenCheck, Braces, BriefcaseBusiness, CalendarCheck, Car, ChartBellCurve, Columns2, Download, FileSpreadsheet, Gauge, Landmark, LayoutDashboard, Network, Rocket, Scale, ScrollText,
  ShieldAlert, SlidersHorizontal, TableProperties, Users, Wallet, type LucideIcon,
} from 'lucide-react';

/** The menu icon of each path; the collapsed sidebar shows only these (with the label as tooltip). */
export const NAV_ICONS: Record<string, LucideIcon> = {
  '/baseline-assumptions': BookOpen,
  '/baseline-financial': FileSpreadsheet,
  '/baseline-data': TableProperties,
  '/actuals': CalendarCheck,
  '/actuals/datev': BookOpenCheck,
  '/key-drivers': SlidersHorizontal,
  '/headcount': BriefcaseBusiness,
  '/forecast-financial': FileSpreadsheet,
  '/balance-sheet': Columns2,
  '/cash-flow': ArrowLeftRight,
  '/variance': Scale,
  '/cockpit': Gauge,
  '/wallet': Wallet,
  '/tom': Network,
  '/model': Braces,
  '/export': Download,
  '/admin/users': Users,
  '/admin/activity': ScrollText,
  '/rides': Car,
  '/risks': ShieldAlert,
  '/sensitivity': Activity,
  '/ranges': ChartBellCurve,
  '/gtm': Rocket,
  '/valuation': Landmark,
};

export const FALLBACK_ICON: LucideIcon = LayoutDashboard;
