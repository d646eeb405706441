// Generated from the model definition by `npm run -s kernel -- --write` (engine/kernel/generate.ts). Do not edit:
// tests/unit/engine/kernel.test.ts fails when this file is not what the definition generates.
import * as $ from './semantics.ts';

/** The definition this code was generated from (engine/kernel/fingerprint.ts). */
export const GENERATED_FROM = '1e7fb8df20b6cc';

/** Cells of the kernel's memory (modelPlan.ts kernelMemory). */
export const MEMORY_SIZE = 5221;

/** The Annual cells that aggregate twelve consecutive months: the cell, the year's first month, the divisor (1 for SUM, 12 for AVERAGE). */
const TWELVE_MONTHS = new Int32Array([
  3489, 759, 12, // ftes 2024
  3490, 771, 12, // ftes 2025
  3491, 1172, 12, // ftes 2026
  3492, 1184, 12, // ftes 2027
  3493, 1196, 12, // ftes 2028
  3494, 1208, 12, // ftes 2029
  3495, 1220, 12, // ftes 2030
  3498, 1233, 12, // sales_reps 2026
  3499, 1245, 12, // sales_reps 2027
  3500, 1257, 12, // sales_reps 2028
  3501, 1269, 12, // sales_reps 2029
  3502, 1281, 12, // sales_reps 2030
  3505, 1294, 1, // onboarded_medical_clients 2026
  3506, 1306, 1, // onboarded_medical_clients 2027
  3507, 1318, 1, // onboarded_medical_clients 2028
  3508, 1330, 1, // onboarded_medical_clients 2029
  3509, 1342, 1, // onboarded_medical_clients 2030
  3517, 711, 1, // new_medical_clients 2024
  3518, 723, 1, // new_medical_clients 2025
  3519, 1416, 1, // new_medical_clients 2026
  3520, 1428, 1, // new_medical_clients 2027
  3521, 1440, 1, // new_medical_clients 2028
  3522, 1452, 1, // new_medical_clients 2029
  3523, 1464, 1, // new_medical_clients 2030
  3545, 735, 1, // new_transport_clients 2024
  3546, 747, 1, // new_transport_clients 2025
  3547, 1660, 1, // new_transport_clients 2026
  3548, 1672, 1, // new_transport_clients 2027
  3549, 1684, 1, // new_transport_clients 2028
  3550, 1696, 1, // new_transport_clients 2029
  3551, 1708, 1, // new_transport_clients 2030
  3559, 807, 12, // platform_adoption 2024
  3560, 819, 12, // platform_adoption 2025
  3561, 1782, 12, // platform_adoption 2026
  3562, 1794, 12, // platform_adoption 2027
  3563, 1806, 12, // platform_adoption 2028
  3564, 1818, 12, // platform_adoption 2029
  3565, 1830, 12, // platform_adoption 2030
  3568, 1843, 1, // outpatient_rides 2026
  3569, 1855, 1, // outpatient_rides 2027
  3570, 1867, 1, // outpatient_rides 2028
  3571, 1879, 1, // outpatient_rides 2029
  3572, 1891, 1, // outpatient_rides 2030
  3573, 591, 1, // medical_rides 2024
  3574, 603, 1, // medical_rides 2025
  3575, 1904, 1, // medical_rides 2026
  3576, 1916, 1, // medical_rides 2027
  3577, 1928, 1, // medical_rides 2028
  3578, 1940, 1, // medical_rides 2029
  3579, 1952, 1, // medical_rides 2030
  3580, 615, 1, // transport_rides 2024
  3581, 627, 1, // transport_rides 2025
  3582, 1965, 1, // transport_rides 2026
  3583, 1977, 1, // transport_rides 2027
  3584, 1989, 1, // transport_rides 2028
  3585, 2001, 1, // transport_rides 2029
  3586, 2013, 1, // transport_rides 2030
  3587, 567, 1, // rides 2024
  3588, 579, 1, // rides 2025
  3589, 2026, 1, // rides 2026
  3590, 2038, 1, // rides 2027
  3591, 2050, 1, // rides 2028
  3592, 2062, 1, // rides 2029
  3593, 2074, 1, // rides 2030
  3601, 111, 1, // one_time_revenue 2024
  3602, 123, 1, // one_time_revenue 2025
  3603, 2148, 1, // one_time_revenue 2026
  3604, 2160, 1, // one_time_revenue 2027
  3605, 2172, 1, // one_time_revenue 2028
  3606, 2184, 1, // one_time_revenue 2029
  3607, 2196, 1, // one_time_revenue 2030
  3608, 159, 1, // medical_recurring_revenue 2024
  3609, 171, 1, // medical_recurring_revenue 2025
  3610, 2209, 1, // medical_recurring_revenue 2026
  3611, 2221, 1, // medical_recurring_revenue 2027
  3612, 2233, 1, // medical_recurring_revenue 2028
  3613, 2245, 1, // medical_recurring_revenue 2029
  3614, 2257, 1, // medical_recurring_revenue 2030
  3615, 183, 1, // transport_recurring_revenue 2024
  3616, 195, 1, // transport_recurring_revenue 2025
  3617, 2270, 1, // transport_recurring_revenue 2026
  3618, 2282, 1, // transport_recurring_revenue 2027
  3619, 2294, 1, // transport_recurring_revenue 2028
  3620, 2306, 1, // transport_recurring_revenue 2029
  3621, 2318, 1, // transport_recurring_revenue 2030
  3622, 135, 1, // recurring_revenue 2024
  3623, 147, 1, // recurring_revenue 2025
  3624, 2331, 1, // recurring_revenue 2026
  3625, 2343, 1, // recurring_revenue 2027
  3626, 2355, 1, // recurring_revenue 2028
  3627, 2367, 1, // recurring_revenue 2029
  3628, 2379, 1, // recurring_revenue 2030
  3629, 207, 1, // transaction_revenue 2024
  3630, 219, 1, // transaction_revenue 2025
  3631, 2392, 1, // transaction_revenue 2026
  3632, 2404, 1, // transaction_revenue 2027
  3633, 2416, 1, // transaction_revenue 2028
  3634, 2428, 1, // transaction_revenue 2029
  3635, 2440, 1, // transaction_revenue 2030
  3636, 231, 1, // total_revenue 2024
  3637, 243, 1, // total_revenue 2025
  3638, 2453, 1, // total_revenue 2026
  3639, 2465, 1, // total_revenue 2027
  3640, 2477, 1, // total_revenue 2028
  3641, 2489, 1, // total_revenue 2029
  3642, 2501, 1, // total_revenue 2030
  3643, 255, 1, // cost_of_goods_sold 2024
  3644, 267, 1, // cost_of_goods_sold 2025
  3645, 2514, 1, // cost_of_goods_sold 2026
  3646, 2526, 1, // cost_of_goods_sold 2027
  3647, 2538, 1, // cost_of_goods_sold 2028
  3648, 2550, 1, // cost_of_goods_sold 2029
  3649, 2562, 1, // cost_of_goods_sold 2030
  3650, 279, 1, // gross_profit 2024
  3651, 291, 1, // gross_profit 2025
  3652, 2575, 1, // gross_profit 2026
  3653, 2587, 1, // gross_profit 2027
  3654, 2599, 1, // gross_profit 2028
  3655, 2611, 1, // gross_profit 2029
  3656, 2623, 1, // gross_profit 2030
  3657, 303, 1, // employees 2024
  3658, 315, 1, // employees 2025
  3659, 2636, 1, // employees 2026
  3660, 2648, 1, // employees 2027
  3661, 2660, 1, // employees 2028
  3662, 2672, 1, // employees 2029
  3663, 2684, 1, // employees 2030
  3664, 327, 1, // sales_marketing 2024
  3665, 339, 1, // sales_marketing 2025
  3666, 2697, 1, // sales_marketing 2026
  3667, 2709, 1, // sales_marketing 2027
  3668, 2721, 1, // sales_marketing 2028
  3669, 2733, 1, // sales_marketing 2029
  3670, 2745, 1, // sales_marketing 2030
  3671, 351, 1, // hosting_licenses 2024
  3672, 363, 1, // hosting_licenses 2025
  3673, 2758, 1, // hosting_licenses 2026
  3674, 2770, 1, // hosting_licenses 2027
  3675, 2782, 1, // hosting_licenses 2028
  3676, 2794, 1, // hosting_licenses 2029
  3677, 2806, 1, // hosting_licenses 2030
  3678, 375, 1, // office_infrastructure 2024
  3679, 387, 1, // office_infrastructure 2025
  3680, 2819, 1, // office_infrastructure 2026
  3681, 2831, 1, // office_infrastructure 2027
  3682, 2843, 1, // office_infrastructure 2028
  3683, 2855, 1, // office_infrastructure 2029
  3684, 2867, 1, // office_infrastructure 2030
  3685, 399, 1, // legal_tax 2024
  3686, 411, 1, // legal_tax 2025
  3687, 2880, 1, // legal_tax 2026
  3688, 2892, 1, // legal_tax 2027
  3689, 2904, 1, // legal_tax 2028
  3690, 2916, 1, // legal_tax 2029
  3691, 2928, 1, // legal_tax 2030
  3692, 423, 1, // bfs_factoring 2024
  3693, 435, 1, // bfs_factoring 2025
  3694, 2941, 1, // bfs_factoring 2026
  3695, 2953, 1, // bfs_factoring 2027
  3696, 2965, 1, // bfs_factoring 2028
  3697, 2977, 1, // bfs_factoring 2029
  3698, 2989, 1, // bfs_factoring 2030
  3699, 447, 1, // bonus_pool_tc 2024
  3700, 459, 1, // bonus_pool_tc 2025
  3701, 3002, 1, // bonus_pool_tc 2026
  3702, 3014, 1, // bonus_pool_tc 2027
  3703, 3026, 1, // bonus_pool_tc 2028
  3704, 3038, 1, // bonus_pool_tc 2029
  3705, 3050, 1, // bonus_pool_tc 2030
  3706, 471, 1, // bonus_pool_mc 2024
  3707, 483, 1, // bonus_pool_mc 2025
  3708, 3063, 1, // bonus_pool_mc 2026
  3709, 3075, 1, // bonus_pool_mc 2027
  3710, 3087, 1, // bonus_pool_mc 2028
  3711, 3099, 1, // bonus_pool_mc 2029
  3712, 3111, 1, // bonus_pool_mc 2030
  3713, 495, 1, // rounding_adjustment 2024
  3714, 507, 1, // rounding_adjustment 2025
  3715, 3124, 1, // rounding_adjustment 2026
  3716, 3136, 1, // rounding_adjustment 2027
  3717, 3148, 1, // rounding_adjustment 2028
  3718, 3160, 1, // rounding_adjustment 2029
  3719, 3172, 1, // rounding_adjustment 2030
  3720, 519, 1, // total_operating_expenses 2024
  3721, 531, 1, // total_operating_expenses 2025
  3722, 3185, 1, // total_operating_expenses 2026
  3723, 3197, 1, // total_operating_expenses 2027
  3724, 3209, 1, // total_operating_expenses 2028
  3725, 3221, 1, // total_operating_expenses 2029
  3726, 3233, 1, // total_operating_expenses 2030
  3727, 543, 1, // ebitda 2024
  3728, 555, 1, // ebitda 2025
  3729, 3246, 1, // ebitda 2026
  3730, 3258, 1, // ebitda 2027
  3731, 3270, 1, // ebitda 2028
  3732, 3282, 1, // ebitda 2029
  3733, 3294, 1, // ebitda 2030
  3734, 831, 1, // capital_injection 2024
  3735, 843, 1, // capital_injection 2025
  3736, 3307, 1, // capital_injection 2026
  3737, 3319, 1, // capital_injection 2027
  3738, 3331, 1, // capital_injection 2028
  3739, 3343, 1, // capital_injection 2029
  3740, 3355, 1, // capital_injection 2030
]);

/** Evaluates every formula of the model in `m`, the kernel's memory, whose drivers, actuals and constant cells are set. */
export function evaluateModel(m: Float64Array): void {
  derivedValues(m);
  months(m);
  annualLines(m);
  annualExtras(m);
  kpis2025(m);
  kpis2026(m);
  kpis2027(m);
  kpis2028(m);
  kpis2029(m);
  kpis2030(m);
}

/** Derived values, from the drivers. */
function derivedValues(m: Float64Array): void {
  const beds_per_inpatient_client = m[5]!;
  const medical_rides_per_bed_per_month = m[6]!;
  const logo_churn_rate = m[10]!;
  const customer_retention_rate = m[11]!;
  const account_expansion_rate = m[12]!;
  const german_transport_companies = m[18]!;
  const serviceable_transport_share = m[19]!;
  const vehicles_per_transport_client = m[20]!;
  const transport_rides_per_client_month = m[21]!;
  const transport_rides_per_vehicle_per_month = m[22]!;
  const transport_avg_ride_cost = m[23]!;
  const revenue_generating_rides_share = m[24]!;
  const qrago_revenue_share = m[25]!;
  const inpatient_saas_per_bed_month = m[28]!;
  const support_24_7_per_bed_month = m[29]!;
  const core_reporting_per_bed_month = m[30]!;
  const strategic_reporting_per_bed_month = m[31]!;
  const core_reporting_attach_rate = m[32]!;
  const strategic_reporting_attach_rate = m[33]!;
  const implementation_fee_min = m[36]!;
  const implementation_fee_per_bed = m[37]!;

  // Derived values
  const t0 = 1 - $.pow(1 - (logo_churn_rate / 100), 1 / 12);
  m[78] = t0 - t0 === 0 ? t0 : NaN; // monthly_logo_churn
  const t1 = (account_expansion_rate - $.max(0, (100 - customer_retention_rate) - logo_churn_rate)) / 100;
  m[79] = t1 - t1 === 0 ? t1 : NaN; // account_net_expansion
  const t2 = ((inpatient_saas_per_bed_month + support_24_7_per_bed_month) + ((core_reporting_per_bed_month * core_reporting_attach_rate) / 100)) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100);
  m[80] = t2 - t2 === 0 ? t2 : NaN; // per_bed_module_fee
  const t3 = ((inpatient_saas_per_bed_month + support_24_7_per_bed_month) + core_reporting_per_bed_month) + strategic_reporting_per_bed_month;
  m[81] = t3 - t3 === 0 ? t3 : NaN; // per_bed_list_fee
  const t4 = $.max(implementation_fee_min, beds_per_inpatient_client * implementation_fee_per_bed);
  m[82] = t4 - t4 === 0 ? t4 : NaN; // inpatient_implementation_fee
  const t5 = (((revenue_generating_rides_share / 100) * transport_avg_ride_cost) * qrago_revenue_share) / 100;
  m[83] = t5 - t5 === 0 ? t5 : NaN; // transaction_revenue_per_medical_ride
  const t6 = $.min(transport_rides_per_client_month, vehicles_per_transport_client * transport_rides_per_vehicle_per_month);
  m[84] = t6 - t6 === 0 ? t6 : NaN; // transport_rides_per_partner
  const t7 = (german_transport_companies * serviceable_transport_share) / 100;
  m[85] = t7 - t7 === 0 ? t7 : NaN; // serviceable_transport_companies
  const t8 = beds_per_inpatient_client * medical_rides_per_bed_per_month;
  m[86] = t8 - t8 === 0 ? t8 : NaN; // inpatient_potential_rides_per_client
}

/** The Actuals rows computed from the actual months, and every forecast month. */
function months(m: Float64Array): void {
  const medical_client_growth_rate = m[0]!;
  const sales_team_size = m[1]!;
  const sales_rep_productivity = m[2]!;
  const onboarding_conversion_rate = m[3]!;
  const inpatient_share_of_new_clients = m[4]!;
  const beds_per_inpatient_client = m[5]!;
  const outpatient_rides_per_client_month = m[7]!;
  const platform_adoption_rate = m[8]!;
  const adoption_ramp_months = m[9]!;
  const addressable_medical_facilities = m[14]!;
  const transport_client_growth_rate = m[15]!;
  const transport_market_penetration_start = m[16]!;
  const transport_partners_per_new_medical_client = m[17]!;
  const german_transport_companies = m[18]!;
  const vehicles_per_transport_client = m[20]!;
  const medical_premium_monthly_fee = m[26]!;
  const premium_conversion_rate = m[27]!;
  const outpatient_dispatch_saas_per_ride = m[34]!;
  const dispatch_software_per_vehicle_month = m[35]!;
  const implementation_fee_min = m[36]!;
  const transport_onboarding_fee = m[38]!;
  const customer_acquisition_cost = m[40]!;
  const transport_acquisition_cost = m[41]!;
  const marketing_fixed_monthly = m[42]!;
  const employee_cost_growth_annual = m[43]!;
  const avg_cost_per_fte = m[44]!;
  const fte_plan_2026 = m[45]!;
  const fte_plan_2027 = m[46]!;
  const fte_plan_2028 = m[47]!;
  const fte_plan_2029 = m[48]!;
  const fte_plan_2030 = m[49]!;
  const cogs_per_ride = m[50]!;
  const customer_success_cost_per_client_month = m[51]!;
  const implementation_cost_per_client = m[52]!;
  const hosting_cost_per_ride = m[53]!;
  const hosting_fixed_monthly = m[54]!;
  const licenses_per_fte_month = m[55]!;
  const office_cost_per_fte_month = m[56]!;
  const legal_tax_monthly = m[57]!;
  const legal_tax_share_of_revenue = m[58]!;
  const accounting_monthly = m[59]!;
  const bfs_factoring_rate = m[60]!;
  const driver_quality_bonus = m[61]!;
  const driver_bonus_gate_share = m[62]!;
  const driver_referral_bonus = m[63]!;
  const driver_referral_share = m[64]!;
  const medical_client_bonus_rate = m[65]!;
  const capital_injection_2025 = m[66]!;
  const capital_injection_month = m[67]!;
  const monthly_logo_churn = m[78]!;
  const account_net_expansion = m[79]!;
  const per_bed_module_fee = m[80]!;
  const inpatient_implementation_fee = m[82]!;
  const transaction_revenue_per_medical_ride = m[83]!;
  const transport_rides_per_partner = m[84]!;
  const serviceable_transport_companies = m[85]!;
  const inpatient_potential_rides_per_client = m[86]!;
  const opening_cash_2024 = m[903]!;

  // Subtrees of monthly and actual formulas that read only drivers: the same in every month
  const hoisted_0 = 1 - monthly_logo_churn;
  const hoisted_1 = 1 - (inpatient_share_of_new_clients / 100);
  const hoisted_2 = ((german_transport_companies * transport_market_penetration_start) / 100) / 12;
  const hoisted_3 = platform_adoption_rate / 100;
  const hoisted_4 = 1 + account_net_expansion;
  const hoisted_5 = ((inpatient_share_of_new_clients / 100) * inpatient_implementation_fee) + ((1 - (inpatient_share_of_new_clients / 100)) * implementation_fee_min);
  const hoisted_6 = 1 + (employee_cost_growth_annual / 100);

  // Actuals: rows computed from the monthly actuals, January 2024
  const t9 = m[639]! + m[663]!;
  m[783] = t9 - t9 === 0 ? t9 : NaN; // medical_clients
  const t10 = (m[639]! * inpatient_potential_rides_per_client) + (m[663]! * outpatient_rides_per_client_month);
  const t11 = t10 === 0 || t10 - t10 !== 0 ? NaN : m[591]! / t10;
  m[807] = t11 - t11 === 0 ? t11 : NaN; // platform_adoption
  const t12 = $.condition($.eq(m[87]!, capital_injection_month));
  const t13 = t12 === 1 ? capital_injection_2025 : t12 === 0 ? 0 : NaN;
  const capital_injection = (m[831] = t13 - t13 === 0 ? t13 : NaN);
  const opening_cash = (m[855] = opening_cash_2024 - opening_cash_2024 === 0 ? opening_cash_2024 : NaN);
  const t14 = (opening_cash + m[543]!) + capital_injection;
  m[879] = t14 - t14 === 0 ? t14 : NaN; // closing_cash

  // … and every later actual month
  for (let c = 1; c < 24; c += 1) {
    const t15 = m[639 + c]! + m[663 + c]!;
    m[783 + c] = t15 - t15 === 0 ? t15 : NaN; // medical_clients
    const t16 = (m[639 + c]! * inpatient_potential_rides_per_client) + (m[663 + c]! * outpatient_rides_per_client_month);
    const t17 = t16 === 0 || t16 - t16 !== 0 ? NaN : m[591 + c]! / t16;
    m[807 + c] = t17 - t17 === 0 ? t17 : NaN; // platform_adoption
    const t18 = $.condition($.eq(m[87 + c]!, capital_injection_month));
    const t19 = t18 === 1 ? capital_injection_2025 : t18 === 0 ? 0 : NaN;
    const capital_injection = (m[831 + c] = t19 - t19 === 0 ? t19 : NaN);
    const t20 = m[878 + c]!;
    const opening_cash = (m[855 + c] = t20 - t20 === 0 ? t20 : NaN);
    const t21 = (opening_cash + m[543 + c]!) + capital_injection;
    m[879 + c] = t21 - t21 === 0 ? t21 : NaN; // closing_cash
  }

  // Monthly: the opening column (December 2025)
  const t22 = m[662]! + m[686]!;
  m[1354] = t22 - t22 === 0 ? t22 : NaN; // medical_facilities_won
  const t23 = m[662]!;
  m[1476] = t23 - t23 === 0 ? t23 : NaN; // inpatient_clients
  const t24 = m[686]!;
  m[1537] = t24 - t24 === 0 ? t24 : NaN; // outpatient_clients
  const t25 = m[662]! + m[686]!;
  m[1598] = t25 - t25 === 0 ? t25 : NaN; // medical_clients
  const t26 = m[710]!;
  m[1720] = t26 - t26 === 0 ? t26 : NaN; // transport_clients
  const t27 = (m[662]! * inpatient_potential_rides_per_client) + (m[686]! * outpatient_rides_per_client_month);
  const t28 = t27 === 0 || t27 - t27 !== 0 ? NaN : m[614]! / t27;
  m[1781] = t28 - t28 === 0 ? t28 : NaN; // platform_adoption
  const t29 = 1;
  m[2086] = t29 - t29 === 0 ? t29 : NaN; // medical_revenue_index
  const t30 = m[902]!;
  m[3428] = t30 - t30 === 0 ? t30 : NaN; // closing_cash

  // Monthly: every forecast month, its lines in evaluation order
  for (let c = 1; c < 61; c += 1) {
    const t31 = $.chooseIndex(m[1049 + c]!, 5);
    const t32 = t31 === 1 ? fte_plan_2026 : t31 === 2 ? fte_plan_2027 : t31 === 3 ? fte_plan_2028 : t31 === 4 ? fte_plan_2029 : t31 === 5 ? fte_plan_2030 : NaN;
    const ftes = (m[1171 + c] = t32 - t32 === 0 ? t32 : NaN);
    const t33 = fte_plan_2026 === 0 || fte_plan_2026 - fte_plan_2026 !== 0 ? NaN : (sales_team_size * ftes) / fte_plan_2026;
    const sales_reps = (m[1232 + c] = t33 - t33 === 0 ? t33 : NaN);
    const t34 = (sales_reps * sales_rep_productivity) + ((((m[1597 + c]! * medical_client_growth_rate) / 100) / 12) * $.max(0, 1 - (addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : m[1353 + c]! / addressable_medical_facilities)));
    const onboarded_medical_clients = (m[1293 + c] = t34 - t34 === 0 ? t34 : NaN);
    const t35 = m[1353 + c]! + onboarded_medical_clients;
    m[1354 + c] = t35 - t35 === 0 ? t35 : NaN; // medical_facilities_won
    const t36 = m[5160 + c]! === 1 ? $.max(0, (m[4916 + c]! + m[4977 + c]!) - (m[1597 + c]! * hoisted_0)) : ((onboarded_medical_clients * onboarding_conversion_rate) / 100);
    const new_medical_clients = (m[1415 + c] = t36 - t36 === 0 ? t36 : NaN);
    const t37 = m[5160 + c]! === 1 ? m[4916 + c]! : ((m[1475 + c]! * hoisted_0) + ((new_medical_clients * inpatient_share_of_new_clients) / 100));
    const inpatient_clients = (m[1476 + c] = t37 - t37 === 0 ? t37 : NaN);
    const t38 = m[5160 + c]! === 1 ? m[4977 + c]! : ((m[1536 + c]! * hoisted_0) + (new_medical_clients * hoisted_1));
    const outpatient_clients = (m[1537 + c] = t38 - t38 === 0 ? t38 : NaN);
    const t39 = inpatient_clients + outpatient_clients;
    const medical_clients = (m[1598 + c] = t39 - t39 === 0 ? t39 : NaN);
    const t40 = m[5160 + c]! === 1 ? $.max(0, m[5038 + c]! - (m[1719 + c]! * hoisted_0)) : ($.max(0, serviceable_transport_companies - (m[1719 + c]! * hoisted_0)) * (1 - $.exp(serviceable_transport_companies === 0 || serviceable_transport_companies - serviceable_transport_companies !== 0 ? NaN : (-(((((m[1719 + c]! * transport_client_growth_rate) / 100) / 12) + hoisted_2) + (new_medical_clients * transport_partners_per_new_medical_client))) / serviceable_transport_companies)));
    const new_transport_clients = (m[1659 + c] = t40 - t40 === 0 ? t40 : NaN);
    const t41 = m[5160 + c]! === 1 ? m[5038 + c]! : ((m[1719 + c]! * hoisted_0) + new_transport_clients);
    const transport_clients = (m[1720 + c] = t41 - t41 === 0 ? t41 : NaN);
    const t42 = (m[4916 + c]! * inpatient_potential_rides_per_client) + (m[4977 + c]! * outpatient_rides_per_client_month);
    const t43 = m[5160 + c]! === 1 ? (t42 === 0 || t42 - t42 !== 0 ? NaN : m[4794 + c]! / t42) : (m[1780 + c]! + (adoption_ramp_months === 0 || adoption_ramp_months - adoption_ramp_months !== 0 ? NaN : (hoisted_3 - m[1780 + c]!) / adoption_ramp_months));
    const platform_adoption = (m[1781 + c] = t43 - t43 === 0 ? t43 : NaN);
    const t44 = (outpatient_clients * outpatient_rides_per_client_month) * platform_adoption;
    const outpatient_rides = (m[1842 + c] = t44 - t44 === 0 ? t44 : NaN);
    const t45 = m[5160 + c]! === 1 ? m[4794 + c]! : (((inpatient_clients * inpatient_potential_rides_per_client) * platform_adoption) + outpatient_rides);
    const medical_rides = (m[1903 + c] = t45 - t45 === 0 ? t45 : NaN);
    const t46 = m[5160 + c]! === 1 ? m[4855 + c]! : (transport_clients * transport_rides_per_partner);
    const transport_rides = (m[1964 + c] = t46 - t46 === 0 ? t46 : NaN);
    const t47 = medical_rides + transport_rides;
    const rides = (m[2025 + c] = t47 - t47 === 0 ? t47 : NaN);
    const t48 = $.pow(hoisted_4, m[1110 + c]! / 12);
    const medical_revenue_index = (m[2086 + c] = t48 - t48 === 0 ? t48 : NaN);
    const t49 = m[5160 + c]! === 1 ? m[4001 + c]! : ((onboarded_medical_clients * hoisted_5) + (new_transport_clients * transport_onboarding_fee));
    const one_time_revenue = (m[2147 + c] = t49 - t49 === 0 ? t49 : NaN);
    const t50 = m[5160 + c]! === 1 ? m[4062 + c]! : (medical_revenue_index * ((((inpatient_clients * beds_per_inpatient_client) * per_bed_module_fee) + (outpatient_rides * outpatient_dispatch_saas_per_ride)) + (((medical_clients * premium_conversion_rate) / 100) * medical_premium_monthly_fee)));
    const medical_recurring_revenue = (m[2208 + c] = t50 - t50 === 0 ? t50 : NaN);
    const t51 = m[5160 + c]! === 1 ? m[4123 + c]! : ((transport_rides * outpatient_dispatch_saas_per_ride) + ((transport_clients * vehicles_per_transport_client) * dispatch_software_per_vehicle_month));
    const transport_recurring_revenue = (m[2269 + c] = t51 - t51 === 0 ? t51 : NaN);
    const t52 = medical_recurring_revenue + transport_recurring_revenue;
    const recurring_revenue = (m[2330 + c] = t52 - t52 === 0 ? t52 : NaN);
    const t53 = m[5160 + c]! === 1 ? m[4184 + c]! : (medical_rides * transaction_revenue_per_medical_ride);
    const transaction_revenue = (m[2391 + c] = t53 - t53 === 0 ? t53 : NaN);
    const t54 = (one_time_revenue + recurring_revenue) + transaction_revenue;
    const total_revenue = (m[2452 + c] = t54 - t54 === 0 ? t54 : NaN);
    const t55 = m[5160 + c]! === 1 ? m[4245 + c]! : (((rides * cogs_per_ride) + (medical_clients * customer_success_cost_per_client_month)) + (onboarded_medical_clients * implementation_cost_per_client));
    const cost_of_goods_sold = (m[2513 + c] = t55 - t55 === 0 ? t55 : NaN);
    const t56 = total_revenue - cost_of_goods_sold;
    const gross_profit = (m[2574 + c] = t56 - t56 === 0 ? t56 : NaN);
    const t57 = m[5160 + c]! === 1 ? m[4306 + c]! : (((ftes * avg_cost_per_fte) * $.pow(hoisted_6, m[1049 + c]!)) / 12);
    const employees = (m[2635 + c] = t57 - t57 === 0 ? t57 : NaN);
    const t58 = m[5160 + c]! === 1 ? m[4367 + c]! : (((onboarded_medical_clients * customer_acquisition_cost) + (new_transport_clients * transport_acquisition_cost)) + marketing_fixed_monthly);
    const sales_marketing = (m[2696 + c] = t58 - t58 === 0 ? t58 : NaN);
    const t59 = m[5160 + c]! === 1 ? m[4428 + c]! : (((rides * hosting_cost_per_ride) + (ftes * licenses_per_fte_month)) + hosting_fixed_monthly);
    const hosting_licenses = (m[2757 + c] = t59 - t59 === 0 ? t59 : NaN);
    const t60 = m[5160 + c]! === 1 ? m[4489 + c]! : (ftes * office_cost_per_fte_month);
    const office_infrastructure = (m[2818 + c] = t60 - t60 === 0 ? t60 : NaN);
    const t61 = m[5160 + c]! === 1 ? m[4550 + c]! : (legal_tax_monthly + ((total_revenue * legal_tax_share_of_revenue) / 100));
    const legal_tax = (m[2879 + c] = t61 - t61 === 0 ? t61 : NaN);
    const t62 = m[5160 + c]! === 1 ? m[4611 + c]! : (accounting_monthly + ((total_revenue * bfs_factoring_rate) / 100));
    const bfs_factoring = (m[2940 + c] = t62 - t62 === 0 ? t62 : NaN);
    const t63 = m[5160 + c]! === 1 ? m[4672 + c]! : ((((medical_rides * driver_bonus_gate_share) / 100) * driver_quality_bonus) + (((new_medical_clients * driver_referral_share) / 100) * driver_referral_bonus));
    const bonus_pool_tc = (m[3001 + c] = t63 - t63 === 0 ? t63 : NaN);
    const t64 = m[5160 + c]! === 1 ? m[4733 + c]! : ((transaction_revenue * medical_client_bonus_rate) / 100);
    const bonus_pool_mc = (m[3062 + c] = t64 - t64 === 0 ? t64 : NaN);
    const t65 = 0;
    const rounding_adjustment = (m[3123 + c] = t65 - t65 === 0 ? t65 : NaN);
    const t66 = (((((((employees + sales_marketing) + hosting_licenses) + office_infrastructure) + legal_tax) + bfs_factoring) + bonus_pool_tc) + bonus_pool_mc) + rounding_adjustment;
    const total_operating_expenses = (m[3184 + c] = t66 - t66 === 0 ? t66 : NaN);
    const t67 = gross_profit - total_operating_expenses;
    const ebitda = (m[3245 + c] = t67 - t67 === 0 ? t67 : NaN);
    const t68 = $.condition($.eq(m[988 + c]!, capital_injection_month));
    const t69 = t68 === 1 ? capital_injection_2025 : t68 === 0 ? 0 : NaN;
    const capital_injection = (m[3306 + c] = t69 - t69 === 0 ? t69 : NaN);
    const t70 = m[3427 + c]!;
    const opening_cash = (m[3367 + c] = t70 - t70 === 0 ? t70 : NaN);
    const t71 = m[5160 + c]! === 1 ? m[5099 + c]! : ((opening_cash + ebitda) + capital_injection);
    m[3428 + c] = t71 - t71 === 0 ? t71 : NaN; // closing_cash
  }
}

/** Every line aggregated per year: SUM or AVERAGE of the twelve months, or the first or last month. */
function annualLines(m: Float64Array): void {

  // SUM and AVERAGE
  for (let k = 0; k < TWELVE_MONTHS.length; k += 3) {
    m[TWELVE_MONTHS[k]!] = $.twelveMonths(m, TWELVE_MONTHS[k + 1]!, TWELVE_MONTHS[k + 2]!);
  }

  // First or last month
  m[3511] = m[1354]!; // medical_facilities_won 2025
  m[3512] = m[1366]!; // medical_facilities_won 2026
  m[3513] = m[1378]!; // medical_facilities_won 2027
  m[3514] = m[1390]!; // medical_facilities_won 2028
  m[3515] = m[1402]!; // medical_facilities_won 2029
  m[3516] = m[1414]!; // medical_facilities_won 2030
  m[3524] = m[650]!; // inpatient_clients 2024
  m[3525] = m[662]!; // inpatient_clients 2025
  m[3526] = m[1488]!; // inpatient_clients 2026
  m[3527] = m[1500]!; // inpatient_clients 2027
  m[3528] = m[1512]!; // inpatient_clients 2028
  m[3529] = m[1524]!; // inpatient_clients 2029
  m[3530] = m[1536]!; // inpatient_clients 2030
  m[3531] = m[674]!; // outpatient_clients 2024
  m[3532] = m[686]!; // outpatient_clients 2025
  m[3533] = m[1549]!; // outpatient_clients 2026
  m[3534] = m[1561]!; // outpatient_clients 2027
  m[3535] = m[1573]!; // outpatient_clients 2028
  m[3536] = m[1585]!; // outpatient_clients 2029
  m[3537] = m[1597]!; // outpatient_clients 2030
  m[3538] = m[794]!; // medical_clients 2024
  m[3539] = m[806]!; // medical_clients 2025
  m[3540] = m[1610]!; // medical_clients 2026
  m[3541] = m[1622]!; // medical_clients 2027
  m[3542] = m[1634]!; // medical_clients 2028
  m[3543] = m[1646]!; // medical_clients 2029
  m[3544] = m[1658]!; // medical_clients 2030
  m[3552] = m[698]!; // transport_clients 2024
  m[3553] = m[710]!; // transport_clients 2025
  m[3554] = m[1732]!; // transport_clients 2026
  m[3555] = m[1744]!; // transport_clients 2027
  m[3556] = m[1756]!; // transport_clients 2028
  m[3557] = m[1768]!; // transport_clients 2029
  m[3558] = m[1780]!; // transport_clients 2030
  m[3595] = m[2086]!; // medical_revenue_index 2025
  m[3596] = m[2098]!; // medical_revenue_index 2026
  m[3597] = m[2110]!; // medical_revenue_index 2027
  m[3598] = m[2122]!; // medical_revenue_index 2028
  m[3599] = m[2134]!; // medical_revenue_index 2029
  m[3600] = m[2146]!; // medical_revenue_index 2030
  m[3741] = m[855]!; // opening_cash 2024
  m[3742] = m[867]!; // opening_cash 2025
  m[3743] = m[3368]!; // opening_cash 2026
  m[3744] = m[3380]!; // opening_cash 2027
  m[3745] = m[3392]!; // opening_cash 2028
  m[3746] = m[3404]!; // opening_cash 2029
  m[3747] = m[3416]!; // opening_cash 2030
  m[3748] = m[890]!; // closing_cash 2024
  m[3749] = m[902]!; // closing_cash 2025
  m[3750] = m[3440]!; // closing_cash 2026
  m[3751] = m[3452]!; // closing_cash 2027
  m[3752] = m[3464]!; // closing_cash 2028
  m[3753] = m[3476]!; // closing_cash 2029
  m[3754] = m[3488]!; // closing_cash 2030
}

/** The annual-only lines of every year. */
function annualExtras(m: Float64Array): void {
  const vehicles_per_transport_client = m[20]!;

  // Annual extras
  const t72 = 12 * m[146]!;
  m[3755] = t72 - t72 === 0 ? t72 : NaN; // arr 2024
  const t73 = m[698]! * vehicles_per_transport_client;
  m[3762] = t73 - t73 === 0 ? t73 : NaN; // vehicles 2024
  const t74 = m[3538]! + m[3552]!;
  m[3769] = t74 - t74 === 0 ? t74 : NaN; // total_clients 2024
  const t75 = ((((((((m[3643]! + m[3657]!) + m[3664]!) + m[3671]!) + m[3678]!) + m[3685]!) + m[3692]!) + m[3699]!) + m[3706]!) + m[3713]!;
  const total_expenses_2024 = (m[3776] = t75 - t75 === 0 ? t75 : NaN);
  const t76 = m[3636]! - total_expenses_2024;
  const computed_ebitda_2024 = (m[3783] = t76 - t76 === 0 ? t76 : NaN);
  const t77 = $.round(computed_ebitda_2024 - m[3727]!, 2);
  m[3790] = t77 - t77 === 0 ? t77 : NaN; // ebitda_variance 2024
  const t78 = 12 * m[158]!;
  m[3756] = t78 - t78 === 0 ? t78 : NaN; // arr 2025
  const t79 = m[710]! * vehicles_per_transport_client;
  m[3763] = t79 - t79 === 0 ? t79 : NaN; // vehicles 2025
  const t80 = m[3539]! + m[3553]!;
  m[3770] = t80 - t80 === 0 ? t80 : NaN; // total_clients 2025
  const t81 = ((((((((m[3644]! + m[3658]!) + m[3665]!) + m[3672]!) + m[3679]!) + m[3686]!) + m[3693]!) + m[3700]!) + m[3707]!) + m[3714]!;
  const total_expenses_2025 = (m[3777] = t81 - t81 === 0 ? t81 : NaN);
  const t82 = m[3637]! - total_expenses_2025;
  const computed_ebitda_2025 = (m[3784] = t82 - t82 === 0 ? t82 : NaN);
  const t83 = $.round(computed_ebitda_2025 - m[3728]!, 2);
  m[3791] = t83 - t83 === 0 ? t83 : NaN; // ebitda_variance 2025
  const t84 = 12 * m[2342]!;
  m[3757] = t84 - t84 === 0 ? t84 : NaN; // arr 2026
  const t85 = m[1732]! * vehicles_per_transport_client;
  m[3764] = t85 - t85 === 0 ? t85 : NaN; // vehicles 2026
  const t86 = m[3540]! + m[3554]!;
  m[3771] = t86 - t86 === 0 ? t86 : NaN; // total_clients 2026
  const t87 = ((((((((m[3645]! + m[3659]!) + m[3666]!) + m[3673]!) + m[3680]!) + m[3687]!) + m[3694]!) + m[3701]!) + m[3708]!) + m[3715]!;
  const total_expenses_2026 = (m[3778] = t87 - t87 === 0 ? t87 : NaN);
  const t88 = m[3638]! - total_expenses_2026;
  const computed_ebitda_2026 = (m[3785] = t88 - t88 === 0 ? t88 : NaN);
  const t89 = $.round(computed_ebitda_2026 - m[3729]!, 2);
  m[3792] = t89 - t89 === 0 ? t89 : NaN; // ebitda_variance 2026
  const t90 = 12 * m[2354]!;
  m[3758] = t90 - t90 === 0 ? t90 : NaN; // arr 2027
  const t91 = m[1744]! * vehicles_per_transport_client;
  m[3765] = t91 - t91 === 0 ? t91 : NaN; // vehicles 2027
  const t92 = m[3541]! + m[3555]!;
  m[3772] = t92 - t92 === 0 ? t92 : NaN; // total_clients 2027
  const t93 = ((((((((m[3646]! + m[3660]!) + m[3667]!) + m[3674]!) + m[3681]!) + m[3688]!) + m[3695]!) + m[3702]!) + m[3709]!) + m[3716]!;
  const total_expenses_2027 = (m[3779] = t93 - t93 === 0 ? t93 : NaN);
  const t94 = m[3639]! - total_expenses_2027;
  const computed_ebitda_2027 = (m[3786] = t94 - t94 === 0 ? t94 : NaN);
  const t95 = $.round(computed_ebitda_2027 - m[3730]!, 2);
  m[3793] = t95 - t95 === 0 ? t95 : NaN; // ebitda_variance 2027
  const t96 = 12 * m[2366]!;
  m[3759] = t96 - t96 === 0 ? t96 : NaN; // arr 2028
  const t97 = m[1756]! * vehicles_per_transport_client;
  m[3766] = t97 - t97 === 0 ? t97 : NaN; // vehicles 2028
  const t98 = m[3542]! + m[3556]!;
  m[3773] = t98 - t98 === 0 ? t98 : NaN; // total_clients 2028
  const t99 = ((((((((m[3647]! + m[3661]!) + m[3668]!) + m[3675]!) + m[3682]!) + m[3689]!) + m[3696]!) + m[3703]!) + m[3710]!) + m[3717]!;
  const total_expenses_2028 = (m[3780] = t99 - t99 === 0 ? t99 : NaN);
  const t100 = m[3640]! - total_expenses_2028;
  const computed_ebitda_2028 = (m[3787] = t100 - t100 === 0 ? t100 : NaN);
  const t101 = $.round(computed_ebitda_2028 - m[3731]!, 2);
  m[3794] = t101 - t101 === 0 ? t101 : NaN; // ebitda_variance 2028
  const t102 = 12 * m[2378]!;
  m[3760] = t102 - t102 === 0 ? t102 : NaN; // arr 2029
  const t103 = m[1768]! * vehicles_per_transport_client;
  m[3767] = t103 - t103 === 0 ? t103 : NaN; // vehicles 2029
  const t104 = m[3543]! + m[3557]!;
  m[3774] = t104 - t104 === 0 ? t104 : NaN; // total_clients 2029
  const t105 = ((((((((m[3648]! + m[3662]!) + m[3669]!) + m[3676]!) + m[3683]!) + m[3690]!) + m[3697]!) + m[3704]!) + m[3711]!) + m[3718]!;
  const total_expenses_2029 = (m[3781] = t105 - t105 === 0 ? t105 : NaN);
  const t106 = m[3641]! - total_expenses_2029;
  const computed_ebitda_2029 = (m[3788] = t106 - t106 === 0 ? t106 : NaN);
  const t107 = $.round(computed_ebitda_2029 - m[3732]!, 2);
  m[3795] = t107 - t107 === 0 ? t107 : NaN; // ebitda_variance 2029
  const t108 = 12 * m[2390]!;
  m[3761] = t108 - t108 === 0 ? t108 : NaN; // arr 2030
  const t109 = m[1780]! * vehicles_per_transport_client;
  m[3768] = t109 - t109 === 0 ? t109 : NaN; // vehicles 2030
  const t110 = m[3544]! + m[3558]!;
  m[3775] = t110 - t110 === 0 ? t110 : NaN; // total_clients 2030
  const t111 = ((((((((m[3649]! + m[3663]!) + m[3670]!) + m[3677]!) + m[3684]!) + m[3691]!) + m[3698]!) + m[3705]!) + m[3712]!) + m[3719]!;
  const total_expenses_2030 = (m[3782] = t111 - t111 === 0 ? t111 : NaN);
  const t112 = m[3642]! - total_expenses_2030;
  const computed_ebitda_2030 = (m[3789] = t112 - t112 === 0 ? t112 : NaN);
  const t113 = $.round(computed_ebitda_2030 - m[3733]!, 2);
  m[3796] = t113 - t113 === 0 ? t113 : NaN; // ebitda_variance 2030
}

/** The KPIs of 2025. */
function kpis2025(m: Float64Array): void {
  const beds_per_inpatient_client = m[5]!;
  const addressable_medical_facilities = m[14]!;
  const medical_premium_monthly_fee = m[26]!;
  const premium_conversion_rate = m[27]!;
  const core_reporting_per_bed_month = m[30]!;
  const strategic_reporting_per_bed_month = m[31]!;
  const core_reporting_attach_rate = m[32]!;
  const strategic_reporting_attach_rate = m[33]!;
  const capital_injection_2025 = m[66]!;
  const regulatory_moat_strength = m[76]!;
  const cross_vertical_synergy_index = m[77]!;
  const per_bed_module_fee = m[80]!;
  const per_bed_list_fee = m[81]!;

  // KPIs 2025
  const t114 = 100 * m[3560]!;
  m[3803] = t114 - t114 === 0 ? t114 : NaN; // adoption_rate 2025
  const t115 = m[3538]!;
  const t116 = 100 * ((t115 === 0 || t115 - t115 !== 0 ? NaN : m[3539]! / t115) - 1);
  m[3809] = t116 - t116 === 0 ? t116 : NaN; // new_customer_growth 2025
  const t117 = (((m[3538]! + m[3552]!) + m[3539]!) + m[3553]!) / 2;
  const t118 = t117 === 0 || t117 - t117 !== 0 ? NaN : (100 * (((((m[3538]! + m[3552]!) + m[3518]!) + m[3546]!) - m[3539]!) - m[3553]!)) / t117;
  m[3815] = t118 - t118 === 0 ? t118 : NaN; // logo_churn 2025
  const t119 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t120 = t119 === 0 || t119 - t119 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t119;
  m[3827] = t120 - t120 === 0 ? t120 : NaN; // share_of_wallet 2025
  const t121 = m[3637]!;
  const t122 = t121 === 0 || t121 - t121 !== 0 ? NaN : (100 * m[3651]!) / t121;
  m[3833] = t122 - t122 === 0 ? t122 : NaN; // gross_margin 2025
  const t123 = m[3644]!;
  const t124 = t123 === 0 || t123 - t123 !== 0 ? NaN : m[3651]! / t123;
  m[3845] = t124 - t124 === 0 ? t124 : NaN; // unit_economics 2025
  const t125 = m[3637]!;
  const t126 = t125 === 0 || t125 - t125 !== 0 ? NaN : (100 * m[3728]!) / t125;
  m[3851] = t126 - t126 === 0 ? t126 : NaN; // operating_margin 2025
  const t127 = m[3637]!;
  const t128 = t127 === 0 || t127 - t127 !== 0 ? NaN : (100 * (((m[3651]! - m[3665]!) - m[3700]!) - m[3707]!)) / t127;
  m[3857] = t128 - t128 === 0 ? t128 : NaN; // contribution_margin 2025
  const t129 = m[3518]! + m[3546]!;
  const t130 = t129 === 0 || t129 - t129 !== 0 ? NaN : m[3665]! / t129;
  m[3863] = t130 - t130 === 0 ? t130 : NaN; // cac 2025
  const t131 = (m[3721]! / 12) / 1000;
  m[3869] = t131 - t131 === 0 ? t131 : NaN; // monthly_burn 2025
  const t132 = m[3721]! / 12;
  const t133 = t132 === 0 || t132 - t132 !== 0 ? NaN : m[3749]! / t132;
  m[3875] = t133 - t133 === 0 ? t133 : NaN; // cash_runway 2025
  const t134 = m[3490]!;
  const t135 = (t134 === 0 || t134 - t134 !== 0 ? NaN : m[3637]! / t134) / 1000;
  m[3881] = t135 - t135 === 0 ? t135 : NaN; // revenue_per_employee 2025
  const t136 = capital_injection_2025 === 0 || capital_injection_2025 - capital_injection_2025 !== 0 ? NaN : m[3756]! / capital_injection_2025;
  m[3893] = t136 - t136 === 0 ? t136 : NaN; // capital_efficiency 2025
  const t137 = m[3587]!;
  const t138 = m[3538]! + m[3552]!;
  const t139 = t138 === 0 || t138 - t138 !== 0 ? NaN : (m[3539]! + m[3553]!) / t138;
  const t140 = t139 === 0 || t139 - t139 !== 0 ? NaN : (t137 === 0 || t137 - t137 !== 0 ? NaN : m[3588]! / t137) / t139;
  m[3905] = t140 - t140 === 0 ? t140 : NaN; // network_effect_multiplier 2025
  const t141 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[3539]! - m[3538]!)) / addressable_medical_facilities;
  m[3911] = t141 - t141 === 0 ? t141 : NaN; // whitespace_penetration_velocity 2025
  const t142 = m[3623]!;
  const t143 = t142 === 0 || t142 - t142 !== 0 ? NaN : m[3637]! / t142;
  m[3917] = t143 - t143 === 0 ? t143 : NaN; // b2b2c_revenue_multiplier 2025
  m[3923] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2025
  m[3929] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2025
  const t144 = m[3636]!;
  const t145 = m[3776]!;
  const t146 = t145 === 0 || t145 - t145 !== 0 ? NaN : m[3777]! / t145;
  const t147 = t146 === 0 || t146 - t146 !== 0 ? NaN : (t144 === 0 || t144 - t144 !== 0 ? NaN : m[3637]! / t144) / t146;
  m[3935] = t147 - t147 === 0 ? t147 : NaN; // asset_light_scalability 2025
  const t148 = m[3587]!;
  const t149 = 100 * ((t148 === 0 || t148 - t148 !== 0 ? NaN : m[3588]! / t148) - 1);
  m[3953] = t149 - t149 === 0 ? t149 : NaN; // market_creation_velocity 2025
  m[3959] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2025
  const t150 = (m[3538]! + m[3539]!) / 2;
  const t151 = (t150 === 0 || t150 - t150 !== 0 ? NaN : (m[3609]! + m[3630]!) / t150) / 1000;
  m[3965] = t151 - t151 === 0 ? t151 : NaN; // revenue_per_medical_client 2025
  const t152 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t153 = t152 === 0 || t152 - t152 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t152;
  m[3971] = t153 - t153 === 0 ? t153 : NaN; // data_addon_share 2025
  const t154 = m[3637]!;
  const t155 = t154 === 0 || t154 - t154 !== 0 ? NaN : (100 * m[3616]!) / t154;
  m[3977] = t155 - t155 === 0 ? t155 : NaN; // logistics_revenue_share 2025
  const t156 = m[3636]!;
  const t157 = 100 * ((t156 === 0 || t156 - t156 !== 0 ? NaN : m[3637]! / t156) - 1);
  m[3983] = t157 - t157 === 0 ? t157 : NaN; // revenue_growth 2025
  const t158 = m[3637]!;
  const t159 = t158 === 0 || t158 - t158 !== 0 ? NaN : (100 * m[3644]!) / t158;
  m[3989] = t159 - t159 === 0 ? t159 : NaN; // cogs_share 2025
  const t160 = m[3588]!;
  const t161 = t160 === 0 || t160 - t160 !== 0 ? NaN : m[3644]! / t160;
  m[3995] = t161 - t161 === 0 ? t161 : NaN; // cogs_per_ride 2025
}

/** The KPIs of 2026. */
function kpis2026(m: Float64Array): void {
  const sales_rep_productivity = m[2]!;
  const beds_per_inpatient_client = m[5]!;
  const logo_churn_rate = m[10]!;
  const addressable_medical_facilities = m[14]!;
  const medical_premium_monthly_fee = m[26]!;
  const premium_conversion_rate = m[27]!;
  const core_reporting_per_bed_month = m[30]!;
  const strategic_reporting_per_bed_month = m[31]!;
  const core_reporting_attach_rate = m[32]!;
  const strategic_reporting_attach_rate = m[33]!;
  const customer_acquisition_cost = m[40]!;
  const capital_injection_2025 = m[66]!;
  const time_to_first_value_days = m[72]!;
  const ltv_horizon_years = m[75]!;
  const regulatory_moat_strength = m[76]!;
  const cross_vertical_synergy_index = m[77]!;
  const per_bed_module_fee = m[80]!;
  const per_bed_list_fee = m[81]!;

  // KPIs 2026
  const t162 = m[3595]!;
  const t163 = t162 === 0 || t162 - t162 !== 0 ? NaN : ((100 * (1 - (logo_churn_rate / 100))) * m[3596]!) / t162;
  m[3798] = t163 - t163 === 0 ? t163 : NaN; // nrr 2026
  const t164 = 100 * m[3561]!;
  m[3804] = t164 - t164 === 0 ? t164 : NaN; // adoption_rate 2026
  const t165 = m[3539]!;
  const t166 = 100 * ((t165 === 0 || t165 - t165 !== 0 ? NaN : m[3540]! / t165) - 1);
  m[3810] = t166 - t166 === 0 ? t166 : NaN; // new_customer_growth 2026
  const t167 = (((m[3539]! + m[3553]!) + m[3540]!) + m[3554]!) / 2;
  const t168 = t167 === 0 || t167 - t167 !== 0 ? NaN : (100 * (((((m[3539]! + m[3553]!) + m[3519]!) + m[3547]!) - m[3540]!) - m[3554]!)) / t167;
  m[3816] = t168 - t168 === 0 ? t168 : NaN; // logo_churn 2026
  const t169 = m[3505]!;
  const t170 = t169 === 0 || t169 - t169 !== 0 ? NaN : (100 * m[3519]!) / t169;
  m[3822] = t170 - t170 === 0 ? t170 : NaN; // onboarding_conversion 2026
  const t171 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t172 = t171 === 0 || t171 - t171 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t171;
  m[3828] = t172 - t172 === 0 ? t172 : NaN; // share_of_wallet 2026
  const t173 = m[3638]!;
  const t174 = t173 === 0 || t173 - t173 !== 0 ? NaN : (100 * m[3652]!) / t173;
  m[3834] = t174 - t174 === 0 ? t174 : NaN; // gross_margin 2026
  const t175 = (m[3539]! + m[3540]!) / 2;
  const t176 = m[3638]!;
  const t177 = m[3519]!;
  const t178 = t177 === 0 || t177 - t177 !== 0 ? NaN : (m[3505]! * customer_acquisition_cost) / t177;
  const t179 = t178 === 0 || t178 - t178 !== 0 ? NaN : ((t176 === 0 || t176 - t176 !== 0 ? NaN : ((t175 === 0 || t175 - t175 !== 0 ? NaN : (m[3610]! + m[3631]!) / t175) * m[3652]!) / t176) * $.min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t178;
  m[3840] = t179 - t179 === 0 ? t179 : NaN; // ltv_cac 2026
  const t180 = m[3645]!;
  const t181 = t180 === 0 || t180 - t180 !== 0 ? NaN : m[3652]! / t180;
  m[3846] = t181 - t181 === 0 ? t181 : NaN; // unit_economics 2026
  const t182 = m[3638]!;
  const t183 = t182 === 0 || t182 - t182 !== 0 ? NaN : (100 * m[3729]!) / t182;
  m[3852] = t183 - t183 === 0 ? t183 : NaN; // operating_margin 2026
  const t184 = m[3638]!;
  const t185 = t184 === 0 || t184 - t184 !== 0 ? NaN : (100 * (((m[3652]! - m[3666]!) - m[3701]!) - m[3708]!)) / t184;
  m[3858] = t185 - t185 === 0 ? t185 : NaN; // contribution_margin 2026
  const t186 = m[3519]! + m[3547]!;
  const t187 = t186 === 0 || t186 - t186 !== 0 ? NaN : m[3666]! / t186;
  m[3864] = t187 - t187 === 0 ? t187 : NaN; // cac 2026
  const t188 = (m[3722]! / 12) / 1000;
  m[3870] = t188 - t188 === 0 ? t188 : NaN; // monthly_burn 2026
  const t189 = m[3722]! / 12;
  const t190 = t189 === 0 || t189 - t189 !== 0 ? NaN : m[3750]! / t189;
  m[3876] = t190 - t190 === 0 ? t190 : NaN; // cash_runway 2026
  const t191 = m[3491]!;
  const t192 = (t191 === 0 || t191 - t191 !== 0 ? NaN : m[3638]! / t191) / 1000;
  m[3882] = t192 - t192 === 0 ? t192 : NaN; // revenue_per_employee 2026
  const t193 = (m[3539]! + m[3540]!) / 2;
  const t194 = m[3505]! * customer_acquisition_cost;
  const t195 = t194 === 0 || t194 - t194 !== 0 ? NaN : (t193 === 0 || t193 - t193 !== 0 ? NaN : (m[3519]! * (m[3610]! + m[3631]!)) / t193) / t194;
  m[3888] = t195 - t195 === 0 ? t195 : NaN; // sales_efficiency 2026
  const t196 = capital_injection_2025 === 0 || capital_injection_2025 - capital_injection_2025 !== 0 ? NaN : m[3757]! / capital_injection_2025;
  m[3894] = t196 - t196 === 0 ? t196 : NaN; // capital_efficiency 2026
  m[3900] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2026
  const t197 = m[3588]!;
  const t198 = m[3539]! + m[3553]!;
  const t199 = t198 === 0 || t198 - t198 !== 0 ? NaN : (m[3540]! + m[3554]!) / t198;
  const t200 = t199 === 0 || t199 - t199 !== 0 ? NaN : (t197 === 0 || t197 - t197 !== 0 ? NaN : m[3589]! / t197) / t199;
  m[3906] = t200 - t200 === 0 ? t200 : NaN; // network_effect_multiplier 2026
  const t201 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[3540]! - m[3539]!)) / addressable_medical_facilities;
  m[3912] = t201 - t201 === 0 ? t201 : NaN; // whitespace_penetration_velocity 2026
  const t202 = m[3624]!;
  const t203 = t202 === 0 || t202 - t202 !== 0 ? NaN : m[3638]! / t202;
  m[3918] = t203 - t203 === 0 ? t203 : NaN; // b2b2c_revenue_multiplier 2026
  m[3924] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2026
  m[3930] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2026
  const t204 = m[3637]!;
  const t205 = m[3777]!;
  const t206 = t205 === 0 || t205 - t205 !== 0 ? NaN : m[3778]! / t205;
  const t207 = t206 === 0 || t206 - t206 !== 0 ? NaN : (t204 === 0 || t204 - t204 !== 0 ? NaN : m[3638]! / t204) / t206;
  m[3936] = t207 - t207 === 0 ? t207 : NaN; // asset_light_scalability 2026
  const t208 = m[3498]!;
  const t209 = (t208 === 0 || t208 - t208 !== 0 ? NaN : m[3519]! / t208) / 12;
  m[3942] = t209 - t209 === 0 ? t209 : NaN; // sales_model_efficiency 2026
  const t210 = m[3539]!;
  const t211 = t210 === 0 || t210 - t210 !== 0 ? NaN : (m[3505]! - ((12 * m[3498]!) * sales_rep_productivity)) / t210;
  m[3948] = t211 - t211 === 0 ? t211 : NaN; // viral_coefficient 2026
  const t212 = m[3588]!;
  const t213 = 100 * ((t212 === 0 || t212 - t212 !== 0 ? NaN : m[3589]! / t212) - 1);
  m[3954] = t213 - t213 === 0 ? t213 : NaN; // market_creation_velocity 2026
  m[3960] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2026
  const t214 = (m[3539]! + m[3540]!) / 2;
  const t215 = (t214 === 0 || t214 - t214 !== 0 ? NaN : (m[3610]! + m[3631]!) / t214) / 1000;
  m[3966] = t215 - t215 === 0 ? t215 : NaN; // revenue_per_medical_client 2026
  const t216 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t217 = t216 === 0 || t216 - t216 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t216;
  m[3972] = t217 - t217 === 0 ? t217 : NaN; // data_addon_share 2026
  const t218 = m[3638]!;
  const t219 = t218 === 0 || t218 - t218 !== 0 ? NaN : (100 * m[3617]!) / t218;
  m[3978] = t219 - t219 === 0 ? t219 : NaN; // logistics_revenue_share 2026
  const t220 = m[3637]!;
  const t221 = 100 * ((t220 === 0 || t220 - t220 !== 0 ? NaN : m[3638]! / t220) - 1);
  m[3984] = t221 - t221 === 0 ? t221 : NaN; // revenue_growth 2026
  const t222 = m[3638]!;
  const t223 = t222 === 0 || t222 - t222 !== 0 ? NaN : (100 * m[3645]!) / t222;
  m[3990] = t223 - t223 === 0 ? t223 : NaN; // cogs_share 2026
  const t224 = m[3589]!;
  const t225 = t224 === 0 || t224 - t224 !== 0 ? NaN : m[3645]! / t224;
  m[3996] = t225 - t225 === 0 ? t225 : NaN; // cogs_per_ride 2026
}

/** The KPIs of 2027. */
function kpis2027(m: Float64Array): void {
  const sales_rep_productivity = m[2]!;
  const beds_per_inpatient_client = m[5]!;
  const logo_churn_rate = m[10]!;
  const addressable_medical_facilities = m[14]!;
  const medical_premium_monthly_fee = m[26]!;
  const premium_conversion_rate = m[27]!;
  const core_reporting_per_bed_month = m[30]!;
  const strategic_reporting_per_bed_month = m[31]!;
  const core_reporting_attach_rate = m[32]!;
  const strategic_reporting_attach_rate = m[33]!;
  const customer_acquisition_cost = m[40]!;
  const capital_injection_2025 = m[66]!;
  const time_to_first_value_days = m[72]!;
  const ltv_horizon_years = m[75]!;
  const regulatory_moat_strength = m[76]!;
  const cross_vertical_synergy_index = m[77]!;
  const per_bed_module_fee = m[80]!;
  const per_bed_list_fee = m[81]!;

  // KPIs 2027
  const t226 = m[3596]!;
  const t227 = t226 === 0 || t226 - t226 !== 0 ? NaN : ((100 * (1 - (logo_churn_rate / 100))) * m[3597]!) / t226;
  m[3799] = t227 - t227 === 0 ? t227 : NaN; // nrr 2027
  const t228 = 100 * m[3562]!;
  m[3805] = t228 - t228 === 0 ? t228 : NaN; // adoption_rate 2027
  const t229 = m[3540]!;
  const t230 = 100 * ((t229 === 0 || t229 - t229 !== 0 ? NaN : m[3541]! / t229) - 1);
  m[3811] = t230 - t230 === 0 ? t230 : NaN; // new_customer_growth 2027
  const t231 = (((m[3540]! + m[3554]!) + m[3541]!) + m[3555]!) / 2;
  const t232 = t231 === 0 || t231 - t231 !== 0 ? NaN : (100 * (((((m[3540]! + m[3554]!) + m[3520]!) + m[3548]!) - m[3541]!) - m[3555]!)) / t231;
  m[3817] = t232 - t232 === 0 ? t232 : NaN; // logo_churn 2027
  const t233 = m[3506]!;
  const t234 = t233 === 0 || t233 - t233 !== 0 ? NaN : (100 * m[3520]!) / t233;
  m[3823] = t234 - t234 === 0 ? t234 : NaN; // onboarding_conversion 2027
  const t235 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t236 = t235 === 0 || t235 - t235 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t235;
  m[3829] = t236 - t236 === 0 ? t236 : NaN; // share_of_wallet 2027
  const t237 = m[3639]!;
  const t238 = t237 === 0 || t237 - t237 !== 0 ? NaN : (100 * m[3653]!) / t237;
  m[3835] = t238 - t238 === 0 ? t238 : NaN; // gross_margin 2027
  const t239 = (m[3540]! + m[3541]!) / 2;
  const t240 = m[3639]!;
  const t241 = m[3520]!;
  const t242 = t241 === 0 || t241 - t241 !== 0 ? NaN : (m[3506]! * customer_acquisition_cost) / t241;
  const t243 = t242 === 0 || t242 - t242 !== 0 ? NaN : ((t240 === 0 || t240 - t240 !== 0 ? NaN : ((t239 === 0 || t239 - t239 !== 0 ? NaN : (m[3611]! + m[3632]!) / t239) * m[3653]!) / t240) * $.min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t242;
  m[3841] = t243 - t243 === 0 ? t243 : NaN; // ltv_cac 2027
  const t244 = m[3646]!;
  const t245 = t244 === 0 || t244 - t244 !== 0 ? NaN : m[3653]! / t244;
  m[3847] = t245 - t245 === 0 ? t245 : NaN; // unit_economics 2027
  const t246 = m[3639]!;
  const t247 = t246 === 0 || t246 - t246 !== 0 ? NaN : (100 * m[3730]!) / t246;
  m[3853] = t247 - t247 === 0 ? t247 : NaN; // operating_margin 2027
  const t248 = m[3639]!;
  const t249 = t248 === 0 || t248 - t248 !== 0 ? NaN : (100 * (((m[3653]! - m[3667]!) - m[3702]!) - m[3709]!)) / t248;
  m[3859] = t249 - t249 === 0 ? t249 : NaN; // contribution_margin 2027
  const t250 = m[3520]! + m[3548]!;
  const t251 = t250 === 0 || t250 - t250 !== 0 ? NaN : m[3667]! / t250;
  m[3865] = t251 - t251 === 0 ? t251 : NaN; // cac 2027
  const t252 = (m[3723]! / 12) / 1000;
  m[3871] = t252 - t252 === 0 ? t252 : NaN; // monthly_burn 2027
  const t253 = m[3723]! / 12;
  const t254 = t253 === 0 || t253 - t253 !== 0 ? NaN : m[3751]! / t253;
  m[3877] = t254 - t254 === 0 ? t254 : NaN; // cash_runway 2027
  const t255 = m[3492]!;
  const t256 = (t255 === 0 || t255 - t255 !== 0 ? NaN : m[3639]! / t255) / 1000;
  m[3883] = t256 - t256 === 0 ? t256 : NaN; // revenue_per_employee 2027
  const t257 = (m[3540]! + m[3541]!) / 2;
  const t258 = m[3506]! * customer_acquisition_cost;
  const t259 = t258 === 0 || t258 - t258 !== 0 ? NaN : (t257 === 0 || t257 - t257 !== 0 ? NaN : (m[3520]! * (m[3611]! + m[3632]!)) / t257) / t258;
  m[3889] = t259 - t259 === 0 ? t259 : NaN; // sales_efficiency 2027
  const t260 = capital_injection_2025 === 0 || capital_injection_2025 - capital_injection_2025 !== 0 ? NaN : m[3758]! / capital_injection_2025;
  m[3895] = t260 - t260 === 0 ? t260 : NaN; // capital_efficiency 2027
  m[3901] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2027
  const t261 = m[3589]!;
  const t262 = m[3540]! + m[3554]!;
  const t263 = t262 === 0 || t262 - t262 !== 0 ? NaN : (m[3541]! + m[3555]!) / t262;
  const t264 = t263 === 0 || t263 - t263 !== 0 ? NaN : (t261 === 0 || t261 - t261 !== 0 ? NaN : m[3590]! / t261) / t263;
  m[3907] = t264 - t264 === 0 ? t264 : NaN; // network_effect_multiplier 2027
  const t265 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[3541]! - m[3540]!)) / addressable_medical_facilities;
  m[3913] = t265 - t265 === 0 ? t265 : NaN; // whitespace_penetration_velocity 2027
  const t266 = m[3625]!;
  const t267 = t266 === 0 || t266 - t266 !== 0 ? NaN : m[3639]! / t266;
  m[3919] = t267 - t267 === 0 ? t267 : NaN; // b2b2c_revenue_multiplier 2027
  m[3925] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2027
  m[3931] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2027
  const t268 = m[3638]!;
  const t269 = m[3778]!;
  const t270 = t269 === 0 || t269 - t269 !== 0 ? NaN : m[3779]! / t269;
  const t271 = t270 === 0 || t270 - t270 !== 0 ? NaN : (t268 === 0 || t268 - t268 !== 0 ? NaN : m[3639]! / t268) / t270;
  m[3937] = t271 - t271 === 0 ? t271 : NaN; // asset_light_scalability 2027
  const t272 = m[3499]!;
  const t273 = (t272 === 0 || t272 - t272 !== 0 ? NaN : m[3520]! / t272) / 12;
  m[3943] = t273 - t273 === 0 ? t273 : NaN; // sales_model_efficiency 2027
  const t274 = m[3540]!;
  const t275 = t274 === 0 || t274 - t274 !== 0 ? NaN : (m[3506]! - ((12 * m[3499]!) * sales_rep_productivity)) / t274;
  m[3949] = t275 - t275 === 0 ? t275 : NaN; // viral_coefficient 2027
  const t276 = m[3589]!;
  const t277 = 100 * ((t276 === 0 || t276 - t276 !== 0 ? NaN : m[3590]! / t276) - 1);
  m[3955] = t277 - t277 === 0 ? t277 : NaN; // market_creation_velocity 2027
  m[3961] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2027
  const t278 = (m[3540]! + m[3541]!) / 2;
  const t279 = (t278 === 0 || t278 - t278 !== 0 ? NaN : (m[3611]! + m[3632]!) / t278) / 1000;
  m[3967] = t279 - t279 === 0 ? t279 : NaN; // revenue_per_medical_client 2027
  const t280 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t281 = t280 === 0 || t280 - t280 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t280;
  m[3973] = t281 - t281 === 0 ? t281 : NaN; // data_addon_share 2027
  const t282 = m[3639]!;
  const t283 = t282 === 0 || t282 - t282 !== 0 ? NaN : (100 * m[3618]!) / t282;
  m[3979] = t283 - t283 === 0 ? t283 : NaN; // logistics_revenue_share 2027
  const t284 = m[3638]!;
  const t285 = 100 * ((t284 === 0 || t284 - t284 !== 0 ? NaN : m[3639]! / t284) - 1);
  m[3985] = t285 - t285 === 0 ? t285 : NaN; // revenue_growth 2027
  const t286 = m[3639]!;
  const t287 = t286 === 0 || t286 - t286 !== 0 ? NaN : (100 * m[3646]!) / t286;
  m[3991] = t287 - t287 === 0 ? t287 : NaN; // cogs_share 2027
  const t288 = m[3590]!;
  const t289 = t288 === 0 || t288 - t288 !== 0 ? NaN : m[3646]! / t288;
  m[3997] = t289 - t289 === 0 ? t289 : NaN; // cogs_per_ride 2027
}

/** The KPIs of 2028. */
function kpis2028(m: Float64Array): void {
  const sales_rep_productivity = m[2]!;
  const beds_per_inpatient_client = m[5]!;
  const logo_churn_rate = m[10]!;
  const addressable_medical_facilities = m[14]!;
  const medical_premium_monthly_fee = m[26]!;
  const premium_conversion_rate = m[27]!;
  const core_reporting_per_bed_month = m[30]!;
  const strategic_reporting_per_bed_month = m[31]!;
  const core_reporting_attach_rate = m[32]!;
  const strategic_reporting_attach_rate = m[33]!;
  const customer_acquisition_cost = m[40]!;
  const capital_injection_2025 = m[66]!;
  const time_to_first_value_days = m[72]!;
  const ltv_horizon_years = m[75]!;
  const regulatory_moat_strength = m[76]!;
  const cross_vertical_synergy_index = m[77]!;
  const per_bed_module_fee = m[80]!;
  const per_bed_list_fee = m[81]!;

  // KPIs 2028
  const t290 = m[3597]!;
  const t291 = t290 === 0 || t290 - t290 !== 0 ? NaN : ((100 * (1 - (logo_churn_rate / 100))) * m[3598]!) / t290;
  m[3800] = t291 - t291 === 0 ? t291 : NaN; // nrr 2028
  const t292 = 100 * m[3563]!;
  m[3806] = t292 - t292 === 0 ? t292 : NaN; // adoption_rate 2028
  const t293 = m[3541]!;
  const t294 = 100 * ((t293 === 0 || t293 - t293 !== 0 ? NaN : m[3542]! / t293) - 1);
  m[3812] = t294 - t294 === 0 ? t294 : NaN; // new_customer_growth 2028
  const t295 = (((m[3541]! + m[3555]!) + m[3542]!) + m[3556]!) / 2;
  const t296 = t295 === 0 || t295 - t295 !== 0 ? NaN : (100 * (((((m[3541]! + m[3555]!) + m[3521]!) + m[3549]!) - m[3542]!) - m[3556]!)) / t295;
  m[3818] = t296 - t296 === 0 ? t296 : NaN; // logo_churn 2028
  const t297 = m[3507]!;
  const t298 = t297 === 0 || t297 - t297 !== 0 ? NaN : (100 * m[3521]!) / t297;
  m[3824] = t298 - t298 === 0 ? t298 : NaN; // onboarding_conversion 2028
  const t299 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t300 = t299 === 0 || t299 - t299 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t299;
  m[3830] = t300 - t300 === 0 ? t300 : NaN; // share_of_wallet 2028
  const t301 = m[3640]!;
  const t302 = t301 === 0 || t301 - t301 !== 0 ? NaN : (100 * m[3654]!) / t301;
  m[3836] = t302 - t302 === 0 ? t302 : NaN; // gross_margin 2028
  const t303 = (m[3541]! + m[3542]!) / 2;
  const t304 = m[3640]!;
  const t305 = m[3521]!;
  const t306 = t305 === 0 || t305 - t305 !== 0 ? NaN : (m[3507]! * customer_acquisition_cost) / t305;
  const t307 = t306 === 0 || t306 - t306 !== 0 ? NaN : ((t304 === 0 || t304 - t304 !== 0 ? NaN : ((t303 === 0 || t303 - t303 !== 0 ? NaN : (m[3612]! + m[3633]!) / t303) * m[3654]!) / t304) * $.min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t306;
  m[3842] = t307 - t307 === 0 ? t307 : NaN; // ltv_cac 2028
  const t308 = m[3647]!;
  const t309 = t308 === 0 || t308 - t308 !== 0 ? NaN : m[3654]! / t308;
  m[3848] = t309 - t309 === 0 ? t309 : NaN; // unit_economics 2028
  const t310 = m[3640]!;
  const t311 = t310 === 0 || t310 - t310 !== 0 ? NaN : (100 * m[3731]!) / t310;
  m[3854] = t311 - t311 === 0 ? t311 : NaN; // operating_margin 2028
  const t312 = m[3640]!;
  const t313 = t312 === 0 || t312 - t312 !== 0 ? NaN : (100 * (((m[3654]! - m[3668]!) - m[3703]!) - m[3710]!)) / t312;
  m[3860] = t313 - t313 === 0 ? t313 : NaN; // contribution_margin 2028
  const t314 = m[3521]! + m[3549]!;
  const t315 = t314 === 0 || t314 - t314 !== 0 ? NaN : m[3668]! / t314;
  m[3866] = t315 - t315 === 0 ? t315 : NaN; // cac 2028
  const t316 = (m[3724]! / 12) / 1000;
  m[3872] = t316 - t316 === 0 ? t316 : NaN; // monthly_burn 2028
  const t317 = m[3724]! / 12;
  const t318 = t317 === 0 || t317 - t317 !== 0 ? NaN : m[3752]! / t317;
  m[3878] = t318 - t318 === 0 ? t318 : NaN; // cash_runway 2028
  const t319 = m[3493]!;
  const t320 = (t319 === 0 || t319 - t319 !== 0 ? NaN : m[3640]! / t319) / 1000;
  m[3884] = t320 - t320 === 0 ? t320 : NaN; // revenue_per_employee 2028
  const t321 = (m[3541]! + m[3542]!) / 2;
  const t322 = m[3507]! * customer_acquisition_cost;
  const t323 = t322 === 0 || t322 - t322 !== 0 ? NaN : (t321 === 0 || t321 - t321 !== 0 ? NaN : (m[3521]! * (m[3612]! + m[3633]!)) / t321) / t322;
  m[3890] = t323 - t323 === 0 ? t323 : NaN; // sales_efficiency 2028
  const t324 = capital_injection_2025 === 0 || capital_injection_2025 - capital_injection_2025 !== 0 ? NaN : m[3759]! / capital_injection_2025;
  m[3896] = t324 - t324 === 0 ? t324 : NaN; // capital_efficiency 2028
  m[3902] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2028
  const t325 = m[3590]!;
  const t326 = m[3541]! + m[3555]!;
  const t327 = t326 === 0 || t326 - t326 !== 0 ? NaN : (m[3542]! + m[3556]!) / t326;
  const t328 = t327 === 0 || t327 - t327 !== 0 ? NaN : (t325 === 0 || t325 - t325 !== 0 ? NaN : m[3591]! / t325) / t327;
  m[3908] = t328 - t328 === 0 ? t328 : NaN; // network_effect_multiplier 2028
  const t329 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[3542]! - m[3541]!)) / addressable_medical_facilities;
  m[3914] = t329 - t329 === 0 ? t329 : NaN; // whitespace_penetration_velocity 2028
  const t330 = m[3626]!;
  const t331 = t330 === 0 || t330 - t330 !== 0 ? NaN : m[3640]! / t330;
  m[3920] = t331 - t331 === 0 ? t331 : NaN; // b2b2c_revenue_multiplier 2028
  m[3926] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2028
  m[3932] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2028
  const t332 = m[3639]!;
  const t333 = m[3779]!;
  const t334 = t333 === 0 || t333 - t333 !== 0 ? NaN : m[3780]! / t333;
  const t335 = t334 === 0 || t334 - t334 !== 0 ? NaN : (t332 === 0 || t332 - t332 !== 0 ? NaN : m[3640]! / t332) / t334;
  m[3938] = t335 - t335 === 0 ? t335 : NaN; // asset_light_scalability 2028
  const t336 = m[3500]!;
  const t337 = (t336 === 0 || t336 - t336 !== 0 ? NaN : m[3521]! / t336) / 12;
  m[3944] = t337 - t337 === 0 ? t337 : NaN; // sales_model_efficiency 2028
  const t338 = m[3541]!;
  const t339 = t338 === 0 || t338 - t338 !== 0 ? NaN : (m[3507]! - ((12 * m[3500]!) * sales_rep_productivity)) / t338;
  m[3950] = t339 - t339 === 0 ? t339 : NaN; // viral_coefficient 2028
  const t340 = m[3590]!;
  const t341 = 100 * ((t340 === 0 || t340 - t340 !== 0 ? NaN : m[3591]! / t340) - 1);
  m[3956] = t341 - t341 === 0 ? t341 : NaN; // market_creation_velocity 2028
  m[3962] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2028
  const t342 = (m[3541]! + m[3542]!) / 2;
  const t343 = (t342 === 0 || t342 - t342 !== 0 ? NaN : (m[3612]! + m[3633]!) / t342) / 1000;
  m[3968] = t343 - t343 === 0 ? t343 : NaN; // revenue_per_medical_client 2028
  const t344 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t345 = t344 === 0 || t344 - t344 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t344;
  m[3974] = t345 - t345 === 0 ? t345 : NaN; // data_addon_share 2028
  const t346 = m[3640]!;
  const t347 = t346 === 0 || t346 - t346 !== 0 ? NaN : (100 * m[3619]!) / t346;
  m[3980] = t347 - t347 === 0 ? t347 : NaN; // logistics_revenue_share 2028
  const t348 = m[3639]!;
  const t349 = 100 * ((t348 === 0 || t348 - t348 !== 0 ? NaN : m[3640]! / t348) - 1);
  m[3986] = t349 - t349 === 0 ? t349 : NaN; // revenue_growth 2028
  const t350 = m[3640]!;
  const t351 = t350 === 0 || t350 - t350 !== 0 ? NaN : (100 * m[3647]!) / t350;
  m[3992] = t351 - t351 === 0 ? t351 : NaN; // cogs_share 2028
  const t352 = m[3591]!;
  const t353 = t352 === 0 || t352 - t352 !== 0 ? NaN : m[3647]! / t352;
  m[3998] = t353 - t353 === 0 ? t353 : NaN; // cogs_per_ride 2028
}

/** The KPIs of 2029. */
function kpis2029(m: Float64Array): void {
  const sales_rep_productivity = m[2]!;
  const beds_per_inpatient_client = m[5]!;
  const logo_churn_rate = m[10]!;
  const addressable_medical_facilities = m[14]!;
  const medical_premium_monthly_fee = m[26]!;
  const premium_conversion_rate = m[27]!;
  const core_reporting_per_bed_month = m[30]!;
  const strategic_reporting_per_bed_month = m[31]!;
  const core_reporting_attach_rate = m[32]!;
  const strategic_reporting_attach_rate = m[33]!;
  const customer_acquisition_cost = m[40]!;
  const capital_injection_2025 = m[66]!;
  const time_to_first_value_days = m[72]!;
  const ltv_horizon_years = m[75]!;
  const regulatory_moat_strength = m[76]!;
  const cross_vertical_synergy_index = m[77]!;
  const per_bed_module_fee = m[80]!;
  const per_bed_list_fee = m[81]!;

  // KPIs 2029
  const t354 = m[3598]!;
  const t355 = t354 === 0 || t354 - t354 !== 0 ? NaN : ((100 * (1 - (logo_churn_rate / 100))) * m[3599]!) / t354;
  m[3801] = t355 - t355 === 0 ? t355 : NaN; // nrr 2029
  const t356 = 100 * m[3564]!;
  m[3807] = t356 - t356 === 0 ? t356 : NaN; // adoption_rate 2029
  const t357 = m[3542]!;
  const t358 = 100 * ((t357 === 0 || t357 - t357 !== 0 ? NaN : m[3543]! / t357) - 1);
  m[3813] = t358 - t358 === 0 ? t358 : NaN; // new_customer_growth 2029
  const t359 = (((m[3542]! + m[3556]!) + m[3543]!) + m[3557]!) / 2;
  const t360 = t359 === 0 || t359 - t359 !== 0 ? NaN : (100 * (((((m[3542]! + m[3556]!) + m[3522]!) + m[3550]!) - m[3543]!) - m[3557]!)) / t359;
  m[3819] = t360 - t360 === 0 ? t360 : NaN; // logo_churn 2029
  const t361 = m[3508]!;
  const t362 = t361 === 0 || t361 - t361 !== 0 ? NaN : (100 * m[3522]!) / t361;
  m[3825] = t362 - t362 === 0 ? t362 : NaN; // onboarding_conversion 2029
  const t363 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t364 = t363 === 0 || t363 - t363 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t363;
  m[3831] = t364 - t364 === 0 ? t364 : NaN; // share_of_wallet 2029
  const t365 = m[3641]!;
  const t366 = t365 === 0 || t365 - t365 !== 0 ? NaN : (100 * m[3655]!) / t365;
  m[3837] = t366 - t366 === 0 ? t366 : NaN; // gross_margin 2029
  const t367 = (m[3542]! + m[3543]!) / 2;
  const t368 = m[3641]!;
  const t369 = m[3522]!;
  const t370 = t369 === 0 || t369 - t369 !== 0 ? NaN : (m[3508]! * customer_acquisition_cost) / t369;
  const t371 = t370 === 0 || t370 - t370 !== 0 ? NaN : ((t368 === 0 || t368 - t368 !== 0 ? NaN : ((t367 === 0 || t367 - t367 !== 0 ? NaN : (m[3613]! + m[3634]!) / t367) * m[3655]!) / t368) * $.min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t370;
  m[3843] = t371 - t371 === 0 ? t371 : NaN; // ltv_cac 2029
  const t372 = m[3648]!;
  const t373 = t372 === 0 || t372 - t372 !== 0 ? NaN : m[3655]! / t372;
  m[3849] = t373 - t373 === 0 ? t373 : NaN; // unit_economics 2029
  const t374 = m[3641]!;
  const t375 = t374 === 0 || t374 - t374 !== 0 ? NaN : (100 * m[3732]!) / t374;
  m[3855] = t375 - t375 === 0 ? t375 : NaN; // operating_margin 2029
  const t376 = m[3641]!;
  const t377 = t376 === 0 || t376 - t376 !== 0 ? NaN : (100 * (((m[3655]! - m[3669]!) - m[3704]!) - m[3711]!)) / t376;
  m[3861] = t377 - t377 === 0 ? t377 : NaN; // contribution_margin 2029
  const t378 = m[3522]! + m[3550]!;
  const t379 = t378 === 0 || t378 - t378 !== 0 ? NaN : m[3669]! / t378;
  m[3867] = t379 - t379 === 0 ? t379 : NaN; // cac 2029
  const t380 = (m[3725]! / 12) / 1000;
  m[3873] = t380 - t380 === 0 ? t380 : NaN; // monthly_burn 2029
  const t381 = m[3725]! / 12;
  const t382 = t381 === 0 || t381 - t381 !== 0 ? NaN : m[3753]! / t381;
  m[3879] = t382 - t382 === 0 ? t382 : NaN; // cash_runway 2029
  const t383 = m[3494]!;
  const t384 = (t383 === 0 || t383 - t383 !== 0 ? NaN : m[3641]! / t383) / 1000;
  m[3885] = t384 - t384 === 0 ? t384 : NaN; // revenue_per_employee 2029
  const t385 = (m[3542]! + m[3543]!) / 2;
  const t386 = m[3508]! * customer_acquisition_cost;
  const t387 = t386 === 0 || t386 - t386 !== 0 ? NaN : (t385 === 0 || t385 - t385 !== 0 ? NaN : (m[3522]! * (m[3613]! + m[3634]!)) / t385) / t386;
  m[3891] = t387 - t387 === 0 ? t387 : NaN; // sales_efficiency 2029
  const t388 = capital_injection_2025 === 0 || capital_injection_2025 - capital_injection_2025 !== 0 ? NaN : m[3760]! / capital_injection_2025;
  m[3897] = t388 - t388 === 0 ? t388 : NaN; // capital_efficiency 2029
  m[3903] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2029
  const t389 = m[3591]!;
  const t390 = m[3542]! + m[3556]!;
  const t391 = t390 === 0 || t390 - t390 !== 0 ? NaN : (m[3543]! + m[3557]!) / t390;
  const t392 = t391 === 0 || t391 - t391 !== 0 ? NaN : (t389 === 0 || t389 - t389 !== 0 ? NaN : m[3592]! / t389) / t391;
  m[3909] = t392 - t392 === 0 ? t392 : NaN; // network_effect_multiplier 2029
  const t393 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[3543]! - m[3542]!)) / addressable_medical_facilities;
  m[3915] = t393 - t393 === 0 ? t393 : NaN; // whitespace_penetration_velocity 2029
  const t394 = m[3627]!;
  const t395 = t394 === 0 || t394 - t394 !== 0 ? NaN : m[3641]! / t394;
  m[3921] = t395 - t395 === 0 ? t395 : NaN; // b2b2c_revenue_multiplier 2029
  m[3927] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2029
  m[3933] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2029
  const t396 = m[3640]!;
  const t397 = m[3780]!;
  const t398 = t397 === 0 || t397 - t397 !== 0 ? NaN : m[3781]! / t397;
  const t399 = t398 === 0 || t398 - t398 !== 0 ? NaN : (t396 === 0 || t396 - t396 !== 0 ? NaN : m[3641]! / t396) / t398;
  m[3939] = t399 - t399 === 0 ? t399 : NaN; // asset_light_scalability 2029
  const t400 = m[3501]!;
  const t401 = (t400 === 0 || t400 - t400 !== 0 ? NaN : m[3522]! / t400) / 12;
  m[3945] = t401 - t401 === 0 ? t401 : NaN; // sales_model_efficiency 2029
  const t402 = m[3542]!;
  const t403 = t402 === 0 || t402 - t402 !== 0 ? NaN : (m[3508]! - ((12 * m[3501]!) * sales_rep_productivity)) / t402;
  m[3951] = t403 - t403 === 0 ? t403 : NaN; // viral_coefficient 2029
  const t404 = m[3591]!;
  const t405 = 100 * ((t404 === 0 || t404 - t404 !== 0 ? NaN : m[3592]! / t404) - 1);
  m[3957] = t405 - t405 === 0 ? t405 : NaN; // market_creation_velocity 2029
  m[3963] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2029
  const t406 = (m[3542]! + m[3543]!) / 2;
  const t407 = (t406 === 0 || t406 - t406 !== 0 ? NaN : (m[3613]! + m[3634]!) / t406) / 1000;
  m[3969] = t407 - t407 === 0 ? t407 : NaN; // revenue_per_medical_client 2029
  const t408 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t409 = t408 === 0 || t408 - t408 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t408;
  m[3975] = t409 - t409 === 0 ? t409 : NaN; // data_addon_share 2029
  const t410 = m[3641]!;
  const t411 = t410 === 0 || t410 - t410 !== 0 ? NaN : (100 * m[3620]!) / t410;
  m[3981] = t411 - t411 === 0 ? t411 : NaN; // logistics_revenue_share 2029
  const t412 = m[3640]!;
  const t413 = 100 * ((t412 === 0 || t412 - t412 !== 0 ? NaN : m[3641]! / t412) - 1);
  m[3987] = t413 - t413 === 0 ? t413 : NaN; // revenue_growth 2029
  const t414 = m[3641]!;
  const t415 = t414 === 0 || t414 - t414 !== 0 ? NaN : (100 * m[3648]!) / t414;
  m[3993] = t415 - t415 === 0 ? t415 : NaN; // cogs_share 2029
  const t416 = m[3592]!;
  const t417 = t416 === 0 || t416 - t416 !== 0 ? NaN : m[3648]! / t416;
  m[3999] = t417 - t417 === 0 ? t417 : NaN; // cogs_per_ride 2029
}

/** The KPIs of 2030. */
function kpis2030(m: Float64Array): void {
  const sales_rep_productivity = m[2]!;
  const beds_per_inpatient_client = m[5]!;
  const logo_churn_rate = m[10]!;
  const addressable_medical_facilities = m[14]!;
  const medical_premium_monthly_fee = m[26]!;
  const premium_conversion_rate = m[27]!;
  const core_reporting_per_bed_month = m[30]!;
  const strategic_reporting_per_bed_month = m[31]!;
  const core_reporting_attach_rate = m[32]!;
  const strategic_reporting_attach_rate = m[33]!;
  const customer_acquisition_cost = m[40]!;
  const capital_injection_2025 = m[66]!;
  const time_to_first_value_days = m[72]!;
  const ltv_horizon_years = m[75]!;
  const regulatory_moat_strength = m[76]!;
  const cross_vertical_synergy_index = m[77]!;
  const per_bed_module_fee = m[80]!;
  const per_bed_list_fee = m[81]!;

  // KPIs 2030
  const t418 = m[3599]!;
  const t419 = t418 === 0 || t418 - t418 !== 0 ? NaN : ((100 * (1 - (logo_churn_rate / 100))) * m[3600]!) / t418;
  m[3802] = t419 - t419 === 0 ? t419 : NaN; // nrr 2030
  const t420 = 100 * m[3565]!;
  m[3808] = t420 - t420 === 0 ? t420 : NaN; // adoption_rate 2030
  const t421 = m[3543]!;
  const t422 = 100 * ((t421 === 0 || t421 - t421 !== 0 ? NaN : m[3544]! / t421) - 1);
  m[3814] = t422 - t422 === 0 ? t422 : NaN; // new_customer_growth 2030
  const t423 = (((m[3543]! + m[3557]!) + m[3544]!) + m[3558]!) / 2;
  const t424 = t423 === 0 || t423 - t423 !== 0 ? NaN : (100 * (((((m[3543]! + m[3557]!) + m[3523]!) + m[3551]!) - m[3544]!) - m[3558]!)) / t423;
  m[3820] = t424 - t424 === 0 ? t424 : NaN; // logo_churn 2030
  const t425 = m[3509]!;
  const t426 = t425 === 0 || t425 - t425 !== 0 ? NaN : (100 * m[3523]!) / t425;
  m[3826] = t426 - t426 === 0 ? t426 : NaN; // onboarding_conversion 2030
  const t427 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t428 = t427 === 0 || t427 - t427 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t427;
  m[3832] = t428 - t428 === 0 ? t428 : NaN; // share_of_wallet 2030
  const t429 = m[3642]!;
  const t430 = t429 === 0 || t429 - t429 !== 0 ? NaN : (100 * m[3656]!) / t429;
  m[3838] = t430 - t430 === 0 ? t430 : NaN; // gross_margin 2030
  const t431 = (m[3543]! + m[3544]!) / 2;
  const t432 = m[3642]!;
  const t433 = m[3523]!;
  const t434 = t433 === 0 || t433 - t433 !== 0 ? NaN : (m[3509]! * customer_acquisition_cost) / t433;
  const t435 = t434 === 0 || t434 - t434 !== 0 ? NaN : ((t432 === 0 || t432 - t432 !== 0 ? NaN : ((t431 === 0 || t431 - t431 !== 0 ? NaN : (m[3614]! + m[3635]!) / t431) * m[3656]!) / t432) * $.min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t434;
  m[3844] = t435 - t435 === 0 ? t435 : NaN; // ltv_cac 2030
  const t436 = m[3649]!;
  const t437 = t436 === 0 || t436 - t436 !== 0 ? NaN : m[3656]! / t436;
  m[3850] = t437 - t437 === 0 ? t437 : NaN; // unit_economics 2030
  const t438 = m[3642]!;
  const t439 = t438 === 0 || t438 - t438 !== 0 ? NaN : (100 * m[3733]!) / t438;
  m[3856] = t439 - t439 === 0 ? t439 : NaN; // operating_margin 2030
  const t440 = m[3642]!;
  const t441 = t440 === 0 || t440 - t440 !== 0 ? NaN : (100 * (((m[3656]! - m[3670]!) - m[3705]!) - m[3712]!)) / t440;
  m[3862] = t441 - t441 === 0 ? t441 : NaN; // contribution_margin 2030
  const t442 = m[3523]! + m[3551]!;
  const t443 = t442 === 0 || t442 - t442 !== 0 ? NaN : m[3670]! / t442;
  m[3868] = t443 - t443 === 0 ? t443 : NaN; // cac 2030
  const t444 = (m[3726]! / 12) / 1000;
  m[3874] = t444 - t444 === 0 ? t444 : NaN; // monthly_burn 2030
  const t445 = m[3726]! / 12;
  const t446 = t445 === 0 || t445 - t445 !== 0 ? NaN : m[3754]! / t445;
  m[3880] = t446 - t446 === 0 ? t446 : NaN; // cash_runway 2030
  const t447 = m[3495]!;
  const t448 = (t447 === 0 || t447 - t447 !== 0 ? NaN : m[3642]! / t447) / 1000;
  m[3886] = t448 - t448 === 0 ? t448 : NaN; // revenue_per_employee 2030
  const t449 = (m[3543]! + m[3544]!) / 2;
  const t450 = m[3509]! * customer_acquisition_cost;
  const t451 = t450 === 0 || t450 - t450 !== 0 ? NaN : (t449 === 0 || t449 - t449 !== 0 ? NaN : (m[3523]! * (m[3614]! + m[3635]!)) / t449) / t450;
  m[3892] = t451 - t451 === 0 ? t451 : NaN; // sales_efficiency 2030
  const t452 = capital_injection_2025 === 0 || capital_injection_2025 - capital_injection_2025 !== 0 ? NaN : m[3761]! / capital_injection_2025;
  m[3898] = t452 - t452 === 0 ? t452 : NaN; // capital_efficiency 2030
  m[3904] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2030
  const t453 = m[3592]!;
  const t454 = m[3543]! + m[3557]!;
  const t455 = t454 === 0 || t454 - t454 !== 0 ? NaN : (m[3544]! + m[3558]!) / t454;
  const t456 = t455 === 0 || t455 - t455 !== 0 ? NaN : (t453 === 0 || t453 - t453 !== 0 ? NaN : m[3593]! / t453) / t455;
  m[3910] = t456 - t456 === 0 ? t456 : NaN; // network_effect_multiplier 2030
  const t457 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[3544]! - m[3543]!)) / addressable_medical_facilities;
  m[3916] = t457 - t457 === 0 ? t457 : NaN; // whitespace_penetration_velocity 2030
  const t458 = m[3628]!;
  const t459 = t458 === 0 || t458 - t458 !== 0 ? NaN : m[3642]! / t458;
  m[3922] = t459 - t459 === 0 ? t459 : NaN; // b2b2c_revenue_multiplier 2030
  m[3928] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2030
  m[3934] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2030
  const t460 = m[3641]!;
  const t461 = m[3781]!;
  const t462 = t461 === 0 || t461 - t461 !== 0 ? NaN : m[3782]! / t461;
  const t463 = t462 === 0 || t462 - t462 !== 0 ? NaN : (t460 === 0 || t460 - t460 !== 0 ? NaN : m[3642]! / t460) / t462;
  m[3940] = t463 - t463 === 0 ? t463 : NaN; // asset_light_scalability 2030
  const t464 = m[3502]!;
  const t465 = (t464 === 0 || t464 - t464 !== 0 ? NaN : m[3523]! / t464) / 12;
  m[3946] = t465 - t465 === 0 ? t465 : NaN; // sales_model_efficiency 2030
  const t466 = m[3543]!;
  const t467 = t466 === 0 || t466 - t466 !== 0 ? NaN : (m[3509]! - ((12 * m[3502]!) * sales_rep_productivity)) / t466;
  m[3952] = t467 - t467 === 0 ? t467 : NaN; // viral_coefficient 2030
  const t468 = m[3592]!;
  const t469 = 100 * ((t468 === 0 || t468 - t468 !== 0 ? NaN : m[3593]! / t468) - 1);
  m[3958] = t469 - t469 === 0 ? t469 : NaN; // market_creation_velocity 2030
  m[3964] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2030
  const t470 = (m[3543]! + m[3544]!) / 2;
  const t471 = (t470 === 0 || t470 - t470 !== 0 ? NaN : (m[3614]! + m[3635]!) / t470) / 1000;
  m[3970] = t471 - t471 === 0 ? t471 : NaN; // revenue_per_medical_client 2030
  const t472 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t473 = t472 === 0 || t472 - t472 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t472;
  m[3976] = t473 - t473 === 0 ? t473 : NaN; // data_addon_share 2030
  const t474 = m[3642]!;
  const t475 = t474 === 0 || t474 - t474 !== 0 ? NaN : (100 * m[3621]!) / t474;
  m[3982] = t475 - t475 === 0 ? t475 : NaN; // logistics_revenue_share 2030
  const t476 = m[3641]!;
  const t477 = 100 * ((t476 === 0 || t476 - t476 !== 0 ? NaN : m[3642]! / t476) - 1);
  m[3988] = t477 - t477 === 0 ? t477 : NaN; // revenue_growth 2030
  const t478 = m[3642]!;
  const t479 = t478 === 0 || t478 - t478 !== 0 ? NaN : (100 * m[3649]!) / t478;
  m[3994] = t479 - t479 === 0 ? t479 : NaN; // cogs_share 2030
  const t480 = m[3593]!;
  const t481 = t480 === 0 || t480 - t480 !== 0 ? NaN : m[3649]! / t480;
  m[4000] = t481 - t481 === 0 ? t481 : NaN; // cogs_per_ride 2030
}
