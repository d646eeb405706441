// Generated from the model definition by `npm run -s kernel -- --write` (engine/kernel/generate.ts). Do not edit:
// tests/unit/engine/kernel.test.ts fails when this file is not what the definition generates.
import * as $ from './semantics.ts';

/** The definition this code was generated from (engine/kernel/fingerprint.ts). */
export const GENERATED_FROM = '1003e45508bb85';

/** Cells of the kernel's memory (modelPlan.ts kernelMemory). */
export const MEMORY_SIZE = 3994;

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
  m[78] = $.fin(1 - $.pow(1 - (logo_churn_rate / 100), 1 / 12)); // monthly_logo_churn
  m[79] = $.fin((account_expansion_rate - $.max(0, (100 - customer_retention_rate) - logo_churn_rate)) / 100); // account_net_expansion
  m[80] = $.fin(((inpatient_saas_per_bed_month + support_24_7_per_bed_month) + ((core_reporting_per_bed_month * core_reporting_attach_rate) / 100)) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100)); // per_bed_module_fee
  m[81] = $.fin(((inpatient_saas_per_bed_month + support_24_7_per_bed_month) + core_reporting_per_bed_month) + strategic_reporting_per_bed_month); // per_bed_list_fee
  m[82] = $.fin($.max(implementation_fee_min, beds_per_inpatient_client * implementation_fee_per_bed)); // inpatient_implementation_fee
  m[83] = $.fin((((revenue_generating_rides_share / 100) * transport_avg_ride_cost) * qrago_revenue_share) / 100); // transaction_revenue_per_medical_ride
  m[84] = $.fin($.min(transport_rides_per_client_month, vehicles_per_transport_client * transport_rides_per_vehicle_per_month)); // transport_rides_per_partner
  m[85] = $.fin((german_transport_companies * serviceable_transport_share) / 100); // serviceable_transport_companies
  m[86] = $.fin(beds_per_inpatient_client * medical_rides_per_bed_per_month); // inpatient_potential_rides_per_client
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
  m[783] = $.fin(m[639]! + m[663]!); // medical_clients
  m[807] = $.fin($.div(m[591]!, (m[639]! * inpatient_potential_rides_per_client) + (m[663]! * outpatient_rides_per_client_month))); // platform_adoption
  const t0 = $.condition($.eq(m[87]!, capital_injection_month));
  const capital_injection = (m[831] = $.fin(t0 === 1 ? capital_injection_2025 : t0 === 0 ? 0 : NaN));
  const opening_cash = (m[855] = $.fin(opening_cash_2024));
  m[879] = $.fin((opening_cash + m[543]!) + capital_injection); // closing_cash

  // … and every later actual month
  for (let c = 1; c < 24; c += 1) {
    m[783 + c] = $.fin(m[639 + c]! + m[663 + c]!); // medical_clients
    m[807 + c] = $.fin($.div(m[591 + c]!, (m[639 + c]! * inpatient_potential_rides_per_client) + (m[663 + c]! * outpatient_rides_per_client_month))); // platform_adoption
    const t1 = $.condition($.eq(m[87 + c]!, capital_injection_month));
    const capital_injection = (m[831 + c] = $.fin(t1 === 1 ? capital_injection_2025 : t1 === 0 ? 0 : NaN));
    const opening_cash = (m[855 + c] = $.fin(m[878 + c]!));
    m[879 + c] = $.fin((opening_cash + m[543 + c]!) + capital_injection); // closing_cash
  }

  // Monthly: the opening column (December 2025)
  m[1354] = $.fin(m[662]! + m[686]!); // medical_facilities_won
  m[1476] = $.fin(m[662]!); // inpatient_clients
  m[1537] = $.fin(m[686]!); // outpatient_clients
  m[1598] = $.fin(m[662]! + m[686]!); // medical_clients
  m[1720] = $.fin(m[710]!); // transport_clients
  m[1781] = $.fin($.div(m[614]!, (m[662]! * inpatient_potential_rides_per_client) + (m[686]! * outpatient_rides_per_client_month))); // platform_adoption
  m[2086] = $.fin(1); // medical_revenue_index
  m[3428] = $.fin(m[902]!); // closing_cash

  // Monthly: every forecast month, its lines in evaluation order
  for (let c = 1; c < 61; c += 1) {
    const t2 = $.chooseIndex(m[1049 + c]!, 5);
    const ftes = (m[1171 + c] = $.fin(t2 === 1 ? fte_plan_2026 : t2 === 2 ? fte_plan_2027 : t2 === 3 ? fte_plan_2028 : t2 === 4 ? fte_plan_2029 : t2 === 5 ? fte_plan_2030 : NaN));
    const sales_reps = (m[1232 + c] = $.fin($.div(sales_team_size * ftes, fte_plan_2026)));
    const onboarded_medical_clients = (m[1293 + c] = $.fin((sales_reps * sales_rep_productivity) + ((((m[1597 + c]! * medical_client_growth_rate) / 100) / 12) * $.max(0, 1 - $.div(m[1353 + c]!, addressable_medical_facilities)))));
    m[1354 + c] = $.fin(m[1353 + c]! + onboarded_medical_clients); // medical_facilities_won
    const new_medical_clients = (m[1415 + c] = $.fin((onboarded_medical_clients * onboarding_conversion_rate) / 100));
    const inpatient_clients = (m[1476 + c] = $.fin((m[1475 + c]! * hoisted_0) + ((new_medical_clients * inpatient_share_of_new_clients) / 100)));
    const outpatient_clients = (m[1537 + c] = $.fin((m[1536 + c]! * hoisted_0) + (new_medical_clients * hoisted_1)));
    const medical_clients = (m[1598 + c] = $.fin(inpatient_clients + outpatient_clients));
    const new_transport_clients = (m[1659 + c] = $.fin($.max(0, serviceable_transport_companies - (m[1719 + c]! * hoisted_0)) * (1 - $.exp($.div(-(((((m[1719 + c]! * transport_client_growth_rate) / 100) / 12) + hoisted_2) + (new_medical_clients * transport_partners_per_new_medical_client)), serviceable_transport_companies)))));
    const transport_clients = (m[1720 + c] = $.fin((m[1719 + c]! * hoisted_0) + new_transport_clients));
    const platform_adoption = (m[1781 + c] = $.fin(m[1780 + c]! + $.div(hoisted_3 - m[1780 + c]!, adoption_ramp_months)));
    const outpatient_rides = (m[1842 + c] = $.fin((outpatient_clients * outpatient_rides_per_client_month) * platform_adoption));
    const medical_rides = (m[1903 + c] = $.fin(((inpatient_clients * inpatient_potential_rides_per_client) * platform_adoption) + outpatient_rides));
    const transport_rides = (m[1964 + c] = $.fin(transport_clients * transport_rides_per_partner));
    const rides = (m[2025 + c] = $.fin(medical_rides + transport_rides));
    const medical_revenue_index = (m[2086 + c] = $.fin($.pow(hoisted_4, m[1110 + c]! / 12)));
    const one_time_revenue = (m[2147 + c] = $.fin((onboarded_medical_clients * hoisted_5) + (new_transport_clients * transport_onboarding_fee)));
    const medical_recurring_revenue = (m[2208 + c] = $.fin(medical_revenue_index * ((((inpatient_clients * beds_per_inpatient_client) * per_bed_module_fee) + (outpatient_rides * outpatient_dispatch_saas_per_ride)) + (((medical_clients * premium_conversion_rate) / 100) * medical_premium_monthly_fee))));
    const transport_recurring_revenue = (m[2269 + c] = $.fin((transport_rides * outpatient_dispatch_saas_per_ride) + ((transport_clients * vehicles_per_transport_client) * dispatch_software_per_vehicle_month)));
    const recurring_revenue = (m[2330 + c] = $.fin(medical_recurring_revenue + transport_recurring_revenue));
    const transaction_revenue = (m[2391 + c] = $.fin(medical_rides * transaction_revenue_per_medical_ride));
    const total_revenue = (m[2452 + c] = $.fin((one_time_revenue + recurring_revenue) + transaction_revenue));
    const cost_of_goods_sold = (m[2513 + c] = $.fin(((rides * cogs_per_ride) + (medical_clients * customer_success_cost_per_client_month)) + (onboarded_medical_clients * implementation_cost_per_client)));
    const gross_profit = (m[2574 + c] = $.fin(total_revenue - cost_of_goods_sold));
    const employees = (m[2635 + c] = $.fin(((ftes * avg_cost_per_fte) * $.pow(hoisted_6, m[1049 + c]!)) / 12));
    const sales_marketing = (m[2696 + c] = $.fin(((onboarded_medical_clients * customer_acquisition_cost) + (new_transport_clients * transport_acquisition_cost)) + marketing_fixed_monthly));
    const hosting_licenses = (m[2757 + c] = $.fin(((rides * hosting_cost_per_ride) + (ftes * licenses_per_fte_month)) + hosting_fixed_monthly));
    const office_infrastructure = (m[2818 + c] = $.fin(ftes * office_cost_per_fte_month));
    const legal_tax = (m[2879 + c] = $.fin(legal_tax_monthly + ((total_revenue * legal_tax_share_of_revenue) / 100)));
    const bfs_factoring = (m[2940 + c] = $.fin(accounting_monthly + ((total_revenue * bfs_factoring_rate) / 100)));
    const bonus_pool_tc = (m[3001 + c] = $.fin((((medical_rides * driver_bonus_gate_share) / 100) * driver_quality_bonus) + (((new_medical_clients * driver_referral_share) / 100) * driver_referral_bonus)));
    const bonus_pool_mc = (m[3062 + c] = $.fin((transaction_revenue * medical_client_bonus_rate) / 100));
    const rounding_adjustment = (m[3123 + c] = $.fin(0));
    const total_operating_expenses = (m[3184 + c] = $.fin((((((((employees + sales_marketing) + hosting_licenses) + office_infrastructure) + legal_tax) + bfs_factoring) + bonus_pool_tc) + bonus_pool_mc) + rounding_adjustment));
    const ebitda = (m[3245 + c] = $.fin(gross_profit - total_operating_expenses));
    const t3 = $.condition($.eq(m[988 + c]!, capital_injection_month));
    const capital_injection = (m[3306 + c] = $.fin(t3 === 1 ? capital_injection_2025 : t3 === 0 ? 0 : NaN));
    const opening_cash = (m[3367 + c] = $.fin(m[3427 + c]!));
    m[3428 + c] = $.fin((opening_cash + ebitda) + capital_injection); // closing_cash
  }
}

/** Every line aggregated per year: SUM, AVERAGE, or the first or last month. */
function annualLines(m: Float64Array): void {

  // Annual lines
  m[3489] = $.average12(m, 759); // ftes 2024
  m[3490] = $.average12(m, 771); // ftes 2025
  m[3491] = $.average12(m, 1172); // ftes 2026
  m[3492] = $.average12(m, 1184); // ftes 2027
  m[3493] = $.average12(m, 1196); // ftes 2028
  m[3494] = $.average12(m, 1208); // ftes 2029
  m[3495] = $.average12(m, 1220); // ftes 2030
  m[3498] = $.average12(m, 1233); // sales_reps 2026
  m[3499] = $.average12(m, 1245); // sales_reps 2027
  m[3500] = $.average12(m, 1257); // sales_reps 2028
  m[3501] = $.average12(m, 1269); // sales_reps 2029
  m[3502] = $.average12(m, 1281); // sales_reps 2030
  m[3505] = $.sum12(m, 1294); // onboarded_medical_clients 2026
  m[3506] = $.sum12(m, 1306); // onboarded_medical_clients 2027
  m[3507] = $.sum12(m, 1318); // onboarded_medical_clients 2028
  m[3508] = $.sum12(m, 1330); // onboarded_medical_clients 2029
  m[3509] = $.sum12(m, 1342); // onboarded_medical_clients 2030
  m[3511] = m[1354]!; // medical_facilities_won 2025
  m[3512] = m[1366]!; // medical_facilities_won 2026
  m[3513] = m[1378]!; // medical_facilities_won 2027
  m[3514] = m[1390]!; // medical_facilities_won 2028
  m[3515] = m[1402]!; // medical_facilities_won 2029
  m[3516] = m[1414]!; // medical_facilities_won 2030
  m[3517] = $.sum12(m, 711); // new_medical_clients 2024
  m[3518] = $.sum12(m, 723); // new_medical_clients 2025
  m[3519] = $.sum12(m, 1416); // new_medical_clients 2026
  m[3520] = $.sum12(m, 1428); // new_medical_clients 2027
  m[3521] = $.sum12(m, 1440); // new_medical_clients 2028
  m[3522] = $.sum12(m, 1452); // new_medical_clients 2029
  m[3523] = $.sum12(m, 1464); // new_medical_clients 2030
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
  m[3545] = $.sum12(m, 735); // new_transport_clients 2024
  m[3546] = $.sum12(m, 747); // new_transport_clients 2025
  m[3547] = $.sum12(m, 1660); // new_transport_clients 2026
  m[3548] = $.sum12(m, 1672); // new_transport_clients 2027
  m[3549] = $.sum12(m, 1684); // new_transport_clients 2028
  m[3550] = $.sum12(m, 1696); // new_transport_clients 2029
  m[3551] = $.sum12(m, 1708); // new_transport_clients 2030
  m[3552] = m[698]!; // transport_clients 2024
  m[3553] = m[710]!; // transport_clients 2025
  m[3554] = m[1732]!; // transport_clients 2026
  m[3555] = m[1744]!; // transport_clients 2027
  m[3556] = m[1756]!; // transport_clients 2028
  m[3557] = m[1768]!; // transport_clients 2029
  m[3558] = m[1780]!; // transport_clients 2030
  m[3559] = $.average12(m, 807); // platform_adoption 2024
  m[3560] = $.average12(m, 819); // platform_adoption 2025
  m[3561] = $.average12(m, 1782); // platform_adoption 2026
  m[3562] = $.average12(m, 1794); // platform_adoption 2027
  m[3563] = $.average12(m, 1806); // platform_adoption 2028
  m[3564] = $.average12(m, 1818); // platform_adoption 2029
  m[3565] = $.average12(m, 1830); // platform_adoption 2030
  m[3568] = $.sum12(m, 1843); // outpatient_rides 2026
  m[3569] = $.sum12(m, 1855); // outpatient_rides 2027
  m[3570] = $.sum12(m, 1867); // outpatient_rides 2028
  m[3571] = $.sum12(m, 1879); // outpatient_rides 2029
  m[3572] = $.sum12(m, 1891); // outpatient_rides 2030
  m[3573] = $.sum12(m, 591); // medical_rides 2024
  m[3574] = $.sum12(m, 603); // medical_rides 2025
  m[3575] = $.sum12(m, 1904); // medical_rides 2026
  m[3576] = $.sum12(m, 1916); // medical_rides 2027
  m[3577] = $.sum12(m, 1928); // medical_rides 2028
  m[3578] = $.sum12(m, 1940); // medical_rides 2029
  m[3579] = $.sum12(m, 1952); // medical_rides 2030
  m[3580] = $.sum12(m, 615); // transport_rides 2024
  m[3581] = $.sum12(m, 627); // transport_rides 2025
  m[3582] = $.sum12(m, 1965); // transport_rides 2026
  m[3583] = $.sum12(m, 1977); // transport_rides 2027
  m[3584] = $.sum12(m, 1989); // transport_rides 2028
  m[3585] = $.sum12(m, 2001); // transport_rides 2029
  m[3586] = $.sum12(m, 2013); // transport_rides 2030
  m[3587] = $.sum12(m, 567); // rides 2024
  m[3588] = $.sum12(m, 579); // rides 2025
  m[3589] = $.sum12(m, 2026); // rides 2026
  m[3590] = $.sum12(m, 2038); // rides 2027
  m[3591] = $.sum12(m, 2050); // rides 2028
  m[3592] = $.sum12(m, 2062); // rides 2029
  m[3593] = $.sum12(m, 2074); // rides 2030
  m[3595] = m[2086]!; // medical_revenue_index 2025
  m[3596] = m[2098]!; // medical_revenue_index 2026
  m[3597] = m[2110]!; // medical_revenue_index 2027
  m[3598] = m[2122]!; // medical_revenue_index 2028
  m[3599] = m[2134]!; // medical_revenue_index 2029
  m[3600] = m[2146]!; // medical_revenue_index 2030
  m[3601] = $.sum12(m, 111); // one_time_revenue 2024
  m[3602] = $.sum12(m, 123); // one_time_revenue 2025
  m[3603] = $.sum12(m, 2148); // one_time_revenue 2026
  m[3604] = $.sum12(m, 2160); // one_time_revenue 2027
  m[3605] = $.sum12(m, 2172); // one_time_revenue 2028
  m[3606] = $.sum12(m, 2184); // one_time_revenue 2029
  m[3607] = $.sum12(m, 2196); // one_time_revenue 2030
  m[3608] = $.sum12(m, 159); // medical_recurring_revenue 2024
  m[3609] = $.sum12(m, 171); // medical_recurring_revenue 2025
  m[3610] = $.sum12(m, 2209); // medical_recurring_revenue 2026
  m[3611] = $.sum12(m, 2221); // medical_recurring_revenue 2027
  m[3612] = $.sum12(m, 2233); // medical_recurring_revenue 2028
  m[3613] = $.sum12(m, 2245); // medical_recurring_revenue 2029
  m[3614] = $.sum12(m, 2257); // medical_recurring_revenue 2030
  m[3615] = $.sum12(m, 183); // transport_recurring_revenue 2024
  m[3616] = $.sum12(m, 195); // transport_recurring_revenue 2025
  m[3617] = $.sum12(m, 2270); // transport_recurring_revenue 2026
  m[3618] = $.sum12(m, 2282); // transport_recurring_revenue 2027
  m[3619] = $.sum12(m, 2294); // transport_recurring_revenue 2028
  m[3620] = $.sum12(m, 2306); // transport_recurring_revenue 2029
  m[3621] = $.sum12(m, 2318); // transport_recurring_revenue 2030
  m[3622] = $.sum12(m, 135); // recurring_revenue 2024
  m[3623] = $.sum12(m, 147); // recurring_revenue 2025
  m[3624] = $.sum12(m, 2331); // recurring_revenue 2026
  m[3625] = $.sum12(m, 2343); // recurring_revenue 2027
  m[3626] = $.sum12(m, 2355); // recurring_revenue 2028
  m[3627] = $.sum12(m, 2367); // recurring_revenue 2029
  m[3628] = $.sum12(m, 2379); // recurring_revenue 2030
  m[3629] = $.sum12(m, 207); // transaction_revenue 2024
  m[3630] = $.sum12(m, 219); // transaction_revenue 2025
  m[3631] = $.sum12(m, 2392); // transaction_revenue 2026
  m[3632] = $.sum12(m, 2404); // transaction_revenue 2027
  m[3633] = $.sum12(m, 2416); // transaction_revenue 2028
  m[3634] = $.sum12(m, 2428); // transaction_revenue 2029
  m[3635] = $.sum12(m, 2440); // transaction_revenue 2030
  m[3636] = $.sum12(m, 231); // total_revenue 2024
  m[3637] = $.sum12(m, 243); // total_revenue 2025
  m[3638] = $.sum12(m, 2453); // total_revenue 2026
  m[3639] = $.sum12(m, 2465); // total_revenue 2027
  m[3640] = $.sum12(m, 2477); // total_revenue 2028
  m[3641] = $.sum12(m, 2489); // total_revenue 2029
  m[3642] = $.sum12(m, 2501); // total_revenue 2030
  m[3643] = $.sum12(m, 255); // cost_of_goods_sold 2024
  m[3644] = $.sum12(m, 267); // cost_of_goods_sold 2025
  m[3645] = $.sum12(m, 2514); // cost_of_goods_sold 2026
  m[3646] = $.sum12(m, 2526); // cost_of_goods_sold 2027
  m[3647] = $.sum12(m, 2538); // cost_of_goods_sold 2028
  m[3648] = $.sum12(m, 2550); // cost_of_goods_sold 2029
  m[3649] = $.sum12(m, 2562); // cost_of_goods_sold 2030
  m[3650] = $.sum12(m, 279); // gross_profit 2024
  m[3651] = $.sum12(m, 291); // gross_profit 2025
  m[3652] = $.sum12(m, 2575); // gross_profit 2026
  m[3653] = $.sum12(m, 2587); // gross_profit 2027
  m[3654] = $.sum12(m, 2599); // gross_profit 2028
  m[3655] = $.sum12(m, 2611); // gross_profit 2029
  m[3656] = $.sum12(m, 2623); // gross_profit 2030
  m[3657] = $.sum12(m, 303); // employees 2024
  m[3658] = $.sum12(m, 315); // employees 2025
  m[3659] = $.sum12(m, 2636); // employees 2026
  m[3660] = $.sum12(m, 2648); // employees 2027
  m[3661] = $.sum12(m, 2660); // employees 2028
  m[3662] = $.sum12(m, 2672); // employees 2029
  m[3663] = $.sum12(m, 2684); // employees 2030
  m[3664] = $.sum12(m, 327); // sales_marketing 2024
  m[3665] = $.sum12(m, 339); // sales_marketing 2025
  m[3666] = $.sum12(m, 2697); // sales_marketing 2026
  m[3667] = $.sum12(m, 2709); // sales_marketing 2027
  m[3668] = $.sum12(m, 2721); // sales_marketing 2028
  m[3669] = $.sum12(m, 2733); // sales_marketing 2029
  m[3670] = $.sum12(m, 2745); // sales_marketing 2030
  m[3671] = $.sum12(m, 351); // hosting_licenses 2024
  m[3672] = $.sum12(m, 363); // hosting_licenses 2025
  m[3673] = $.sum12(m, 2758); // hosting_licenses 2026
  m[3674] = $.sum12(m, 2770); // hosting_licenses 2027
  m[3675] = $.sum12(m, 2782); // hosting_licenses 2028
  m[3676] = $.sum12(m, 2794); // hosting_licenses 2029
  m[3677] = $.sum12(m, 2806); // hosting_licenses 2030
  m[3678] = $.sum12(m, 375); // office_infrastructure 2024
  m[3679] = $.sum12(m, 387); // office_infrastructure 2025
  m[3680] = $.sum12(m, 2819); // office_infrastructure 2026
  m[3681] = $.sum12(m, 2831); // office_infrastructure 2027
  m[3682] = $.sum12(m, 2843); // office_infrastructure 2028
  m[3683] = $.sum12(m, 2855); // office_infrastructure 2029
  m[3684] = $.sum12(m, 2867); // office_infrastructure 2030
  m[3685] = $.sum12(m, 399); // legal_tax 2024
  m[3686] = $.sum12(m, 411); // legal_tax 2025
  m[3687] = $.sum12(m, 2880); // legal_tax 2026
  m[3688] = $.sum12(m, 2892); // legal_tax 2027
  m[3689] = $.sum12(m, 2904); // legal_tax 2028
  m[3690] = $.sum12(m, 2916); // legal_tax 2029
  m[3691] = $.sum12(m, 2928); // legal_tax 2030
  m[3692] = $.sum12(m, 423); // bfs_factoring 2024
  m[3693] = $.sum12(m, 435); // bfs_factoring 2025
  m[3694] = $.sum12(m, 2941); // bfs_factoring 2026
  m[3695] = $.sum12(m, 2953); // bfs_factoring 2027
  m[3696] = $.sum12(m, 2965); // bfs_factoring 2028
  m[3697] = $.sum12(m, 2977); // bfs_factoring 2029
  m[3698] = $.sum12(m, 2989); // bfs_factoring 2030
  m[3699] = $.sum12(m, 447); // bonus_pool_tc 2024
  m[3700] = $.sum12(m, 459); // bonus_pool_tc 2025
  m[3701] = $.sum12(m, 3002); // bonus_pool_tc 2026
  m[3702] = $.sum12(m, 3014); // bonus_pool_tc 2027
  m[3703] = $.sum12(m, 3026); // bonus_pool_tc 2028
  m[3704] = $.sum12(m, 3038); // bonus_pool_tc 2029
  m[3705] = $.sum12(m, 3050); // bonus_pool_tc 2030
  m[3706] = $.sum12(m, 471); // bonus_pool_mc 2024
  m[3707] = $.sum12(m, 483); // bonus_pool_mc 2025
  m[3708] = $.sum12(m, 3063); // bonus_pool_mc 2026
  m[3709] = $.sum12(m, 3075); // bonus_pool_mc 2027
  m[3710] = $.sum12(m, 3087); // bonus_pool_mc 2028
  m[3711] = $.sum12(m, 3099); // bonus_pool_mc 2029
  m[3712] = $.sum12(m, 3111); // bonus_pool_mc 2030
  m[3713] = $.sum12(m, 495); // rounding_adjustment 2024
  m[3714] = $.sum12(m, 507); // rounding_adjustment 2025
  m[3715] = $.sum12(m, 3124); // rounding_adjustment 2026
  m[3716] = $.sum12(m, 3136); // rounding_adjustment 2027
  m[3717] = $.sum12(m, 3148); // rounding_adjustment 2028
  m[3718] = $.sum12(m, 3160); // rounding_adjustment 2029
  m[3719] = $.sum12(m, 3172); // rounding_adjustment 2030
  m[3720] = $.sum12(m, 519); // total_operating_expenses 2024
  m[3721] = $.sum12(m, 531); // total_operating_expenses 2025
  m[3722] = $.sum12(m, 3185); // total_operating_expenses 2026
  m[3723] = $.sum12(m, 3197); // total_operating_expenses 2027
  m[3724] = $.sum12(m, 3209); // total_operating_expenses 2028
  m[3725] = $.sum12(m, 3221); // total_operating_expenses 2029
  m[3726] = $.sum12(m, 3233); // total_operating_expenses 2030
  m[3727] = $.sum12(m, 543); // ebitda 2024
  m[3728] = $.sum12(m, 555); // ebitda 2025
  m[3729] = $.sum12(m, 3246); // ebitda 2026
  m[3730] = $.sum12(m, 3258); // ebitda 2027
  m[3731] = $.sum12(m, 3270); // ebitda 2028
  m[3732] = $.sum12(m, 3282); // ebitda 2029
  m[3733] = $.sum12(m, 3294); // ebitda 2030
  m[3734] = $.sum12(m, 831); // capital_injection 2024
  m[3735] = $.sum12(m, 843); // capital_injection 2025
  m[3736] = $.sum12(m, 3307); // capital_injection 2026
  m[3737] = $.sum12(m, 3319); // capital_injection 2027
  m[3738] = $.sum12(m, 3331); // capital_injection 2028
  m[3739] = $.sum12(m, 3343); // capital_injection 2029
  m[3740] = $.sum12(m, 3355); // capital_injection 2030
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
  m[3755] = $.fin(12 * m[146]!); // arr 2024
  m[3762] = $.fin(m[698]! * vehicles_per_transport_client); // vehicles 2024
  const total_expenses_2024 = (m[3769] = $.fin(((((((((m[3643]! + m[3657]!) + m[3664]!) + m[3671]!) + m[3678]!) + m[3685]!) + m[3692]!) + m[3699]!) + m[3706]!) + m[3713]!));
  const computed_ebitda_2024 = (m[3776] = $.fin(m[3636]! - total_expenses_2024));
  m[3783] = $.fin($.round(computed_ebitda_2024 - m[3727]!, 2)); // ebitda_variance 2024
  m[3756] = $.fin(12 * m[158]!); // arr 2025
  m[3763] = $.fin(m[710]! * vehicles_per_transport_client); // vehicles 2025
  const total_expenses_2025 = (m[3770] = $.fin(((((((((m[3644]! + m[3658]!) + m[3665]!) + m[3672]!) + m[3679]!) + m[3686]!) + m[3693]!) + m[3700]!) + m[3707]!) + m[3714]!));
  const computed_ebitda_2025 = (m[3777] = $.fin(m[3637]! - total_expenses_2025));
  m[3784] = $.fin($.round(computed_ebitda_2025 - m[3728]!, 2)); // ebitda_variance 2025
  m[3757] = $.fin(12 * m[2342]!); // arr 2026
  m[3764] = $.fin(m[1732]! * vehicles_per_transport_client); // vehicles 2026
  const total_expenses_2026 = (m[3771] = $.fin(((((((((m[3645]! + m[3659]!) + m[3666]!) + m[3673]!) + m[3680]!) + m[3687]!) + m[3694]!) + m[3701]!) + m[3708]!) + m[3715]!));
  const computed_ebitda_2026 = (m[3778] = $.fin(m[3638]! - total_expenses_2026));
  m[3785] = $.fin($.round(computed_ebitda_2026 - m[3729]!, 2)); // ebitda_variance 2026
  m[3758] = $.fin(12 * m[2354]!); // arr 2027
  m[3765] = $.fin(m[1744]! * vehicles_per_transport_client); // vehicles 2027
  const total_expenses_2027 = (m[3772] = $.fin(((((((((m[3646]! + m[3660]!) + m[3667]!) + m[3674]!) + m[3681]!) + m[3688]!) + m[3695]!) + m[3702]!) + m[3709]!) + m[3716]!));
  const computed_ebitda_2027 = (m[3779] = $.fin(m[3639]! - total_expenses_2027));
  m[3786] = $.fin($.round(computed_ebitda_2027 - m[3730]!, 2)); // ebitda_variance 2027
  m[3759] = $.fin(12 * m[2366]!); // arr 2028
  m[3766] = $.fin(m[1756]! * vehicles_per_transport_client); // vehicles 2028
  const total_expenses_2028 = (m[3773] = $.fin(((((((((m[3647]! + m[3661]!) + m[3668]!) + m[3675]!) + m[3682]!) + m[3689]!) + m[3696]!) + m[3703]!) + m[3710]!) + m[3717]!));
  const computed_ebitda_2028 = (m[3780] = $.fin(m[3640]! - total_expenses_2028));
  m[3787] = $.fin($.round(computed_ebitda_2028 - m[3731]!, 2)); // ebitda_variance 2028
  m[3760] = $.fin(12 * m[2378]!); // arr 2029
  m[3767] = $.fin(m[1768]! * vehicles_per_transport_client); // vehicles 2029
  const total_expenses_2029 = (m[3774] = $.fin(((((((((m[3648]! + m[3662]!) + m[3669]!) + m[3676]!) + m[3683]!) + m[3690]!) + m[3697]!) + m[3704]!) + m[3711]!) + m[3718]!));
  const computed_ebitda_2029 = (m[3781] = $.fin(m[3641]! - total_expenses_2029));
  m[3788] = $.fin($.round(computed_ebitda_2029 - m[3732]!, 2)); // ebitda_variance 2029
  m[3761] = $.fin(12 * m[2390]!); // arr 2030
  m[3768] = $.fin(m[1780]! * vehicles_per_transport_client); // vehicles 2030
  const total_expenses_2030 = (m[3775] = $.fin(((((((((m[3649]! + m[3663]!) + m[3670]!) + m[3677]!) + m[3684]!) + m[3691]!) + m[3698]!) + m[3705]!) + m[3712]!) + m[3719]!));
  const computed_ebitda_2030 = (m[3782] = $.fin(m[3642]! - total_expenses_2030));
  m[3789] = $.fin($.round(computed_ebitda_2030 - m[3733]!, 2)); // ebitda_variance 2030
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
  m[3796] = $.fin(100 * m[3560]!); // adoption_rate 2025
  m[3802] = $.fin(100 * ($.div(m[3539]!, m[3538]!) - 1)); // new_customer_growth 2025
  m[3808] = $.fin($.div(100 * (((((m[3538]! + m[3552]!) + m[3518]!) + m[3546]!) - m[3539]!) - m[3553]!), (((m[3538]! + m[3552]!) + m[3539]!) + m[3553]!) / 2)); // logo_churn 2025
  m[3820] = $.fin($.div(100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee)); // share_of_wallet 2025
  m[3826] = $.fin($.div(100 * m[3651]!, m[3637]!)); // gross_margin 2025
  m[3838] = $.fin($.div(m[3651]!, m[3644]!)); // unit_economics 2025
  m[3844] = $.fin($.div(100 * m[3728]!, m[3637]!)); // operating_margin 2025
  m[3850] = $.fin($.div(100 * (((m[3651]! - m[3665]!) - m[3700]!) - m[3707]!), m[3637]!)); // contribution_margin 2025
  m[3856] = $.fin($.div(m[3665]!, m[3518]! + m[3546]!)); // cac 2025
  m[3862] = $.fin((m[3721]! / 12) / 1000); // monthly_burn 2025
  m[3868] = $.fin($.div(m[3749]!, m[3721]! / 12)); // cash_runway 2025
  m[3874] = $.fin($.div(m[3637]!, m[3490]!) / 1000); // revenue_per_employee 2025
  m[3886] = $.fin($.div(m[3756]!, capital_injection_2025)); // capital_efficiency 2025
  m[3898] = $.fin($.div($.div(m[3588]!, m[3587]!), $.div(m[3539]! + m[3553]!, m[3538]! + m[3552]!))); // network_effect_multiplier 2025
  m[3904] = $.fin($.div(100 * (m[3539]! - m[3538]!), addressable_medical_facilities)); // whitespace_penetration_velocity 2025
  m[3910] = $.fin($.div(m[3637]!, m[3623]!)); // b2b2c_revenue_multiplier 2025
  m[3916] = $.fin(cross_vertical_synergy_index); // cross_vertical_synergy 2025
  m[3922] = $.fin(regulatory_moat_strength); // regulatory_moat 2025
  m[3928] = $.fin($.div($.div(m[3637]!, m[3636]!), $.div(m[3770]!, m[3769]!))); // asset_light_scalability 2025
  m[3946] = $.fin(100 * ($.div(m[3588]!, m[3587]!) - 1)); // market_creation_velocity 2025
  m[3952] = $.fin(premium_conversion_rate); // premium_conversion 2025
  m[3958] = $.fin($.div(m[3609]! + m[3630]!, (m[3538]! + m[3539]!) / 2) / 1000); // revenue_per_medical_client 2025
  m[3964] = $.fin($.div(100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))); // data_addon_share 2025
  m[3970] = $.fin($.div(100 * m[3616]!, m[3637]!)); // logistics_revenue_share 2025
  m[3976] = $.fin(100 * ($.div(m[3637]!, m[3636]!) - 1)); // revenue_growth 2025
  m[3982] = $.fin($.div(100 * m[3644]!, m[3637]!)); // cogs_share 2025
  m[3988] = $.fin($.div(m[3644]!, m[3588]!)); // cogs_per_ride 2025
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
  m[3791] = $.fin($.div((100 * (1 - (logo_churn_rate / 100))) * m[3596]!, m[3595]!)); // nrr 2026
  m[3797] = $.fin(100 * m[3561]!); // adoption_rate 2026
  m[3803] = $.fin(100 * ($.div(m[3540]!, m[3539]!) - 1)); // new_customer_growth 2026
  m[3809] = $.fin($.div(100 * (((((m[3539]! + m[3553]!) + m[3519]!) + m[3547]!) - m[3540]!) - m[3554]!), (((m[3539]! + m[3553]!) + m[3540]!) + m[3554]!) / 2)); // logo_churn 2026
  m[3815] = $.fin($.div(100 * m[3519]!, m[3505]!)); // onboarding_conversion 2026
  m[3821] = $.fin($.div(100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee)); // share_of_wallet 2026
  m[3827] = $.fin($.div(100 * m[3652]!, m[3638]!)); // gross_margin 2026
  m[3833] = $.fin($.div($.div($.div(m[3610]! + m[3631]!, (m[3539]! + m[3540]!) / 2) * m[3652]!, m[3638]!) * $.min($.div(100, logo_churn_rate), ltv_horizon_years), $.div(m[3505]! * customer_acquisition_cost, m[3519]!))); // ltv_cac 2026
  m[3839] = $.fin($.div(m[3652]!, m[3645]!)); // unit_economics 2026
  m[3845] = $.fin($.div(100 * m[3729]!, m[3638]!)); // operating_margin 2026
  m[3851] = $.fin($.div(100 * (((m[3652]! - m[3666]!) - m[3701]!) - m[3708]!), m[3638]!)); // contribution_margin 2026
  m[3857] = $.fin($.div(m[3666]!, m[3519]! + m[3547]!)); // cac 2026
  m[3863] = $.fin((m[3722]! / 12) / 1000); // monthly_burn 2026
  m[3869] = $.fin($.div(m[3750]!, m[3722]! / 12)); // cash_runway 2026
  m[3875] = $.fin($.div(m[3638]!, m[3491]!) / 1000); // revenue_per_employee 2026
  m[3881] = $.fin($.div($.div(m[3519]! * (m[3610]! + m[3631]!), (m[3539]! + m[3540]!) / 2), m[3505]! * customer_acquisition_cost)); // sales_efficiency 2026
  m[3887] = $.fin($.div(m[3757]!, capital_injection_2025)); // capital_efficiency 2026
  m[3893] = $.fin(time_to_first_value_days); // time_to_first_value 2026
  m[3899] = $.fin($.div($.div(m[3589]!, m[3588]!), $.div(m[3540]! + m[3554]!, m[3539]! + m[3553]!))); // network_effect_multiplier 2026
  m[3905] = $.fin($.div(100 * (m[3540]! - m[3539]!), addressable_medical_facilities)); // whitespace_penetration_velocity 2026
  m[3911] = $.fin($.div(m[3638]!, m[3624]!)); // b2b2c_revenue_multiplier 2026
  m[3917] = $.fin(cross_vertical_synergy_index); // cross_vertical_synergy 2026
  m[3923] = $.fin(regulatory_moat_strength); // regulatory_moat 2026
  m[3929] = $.fin($.div($.div(m[3638]!, m[3637]!), $.div(m[3771]!, m[3770]!))); // asset_light_scalability 2026
  m[3935] = $.fin($.div(m[3519]!, m[3498]!) / 12); // sales_model_efficiency 2026
  m[3941] = $.fin($.div(m[3505]! - ((12 * m[3498]!) * sales_rep_productivity), m[3539]!)); // viral_coefficient 2026
  m[3947] = $.fin(100 * ($.div(m[3589]!, m[3588]!) - 1)); // market_creation_velocity 2026
  m[3953] = $.fin(premium_conversion_rate); // premium_conversion 2026
  m[3959] = $.fin($.div(m[3610]! + m[3631]!, (m[3539]! + m[3540]!) / 2) / 1000); // revenue_per_medical_client 2026
  m[3965] = $.fin($.div(100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))); // data_addon_share 2026
  m[3971] = $.fin($.div(100 * m[3617]!, m[3638]!)); // logistics_revenue_share 2026
  m[3977] = $.fin(100 * ($.div(m[3638]!, m[3637]!) - 1)); // revenue_growth 2026
  m[3983] = $.fin($.div(100 * m[3645]!, m[3638]!)); // cogs_share 2026
  m[3989] = $.fin($.div(m[3645]!, m[3589]!)); // cogs_per_ride 2026
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
  m[3792] = $.fin($.div((100 * (1 - (logo_churn_rate / 100))) * m[3597]!, m[3596]!)); // nrr 2027
  m[3798] = $.fin(100 * m[3562]!); // adoption_rate 2027
  m[3804] = $.fin(100 * ($.div(m[3541]!, m[3540]!) - 1)); // new_customer_growth 2027
  m[3810] = $.fin($.div(100 * (((((m[3540]! + m[3554]!) + m[3520]!) + m[3548]!) - m[3541]!) - m[3555]!), (((m[3540]! + m[3554]!) + m[3541]!) + m[3555]!) / 2)); // logo_churn 2027
  m[3816] = $.fin($.div(100 * m[3520]!, m[3506]!)); // onboarding_conversion 2027
  m[3822] = $.fin($.div(100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee)); // share_of_wallet 2027
  m[3828] = $.fin($.div(100 * m[3653]!, m[3639]!)); // gross_margin 2027
  m[3834] = $.fin($.div($.div($.div(m[3611]! + m[3632]!, (m[3540]! + m[3541]!) / 2) * m[3653]!, m[3639]!) * $.min($.div(100, logo_churn_rate), ltv_horizon_years), $.div(m[3506]! * customer_acquisition_cost, m[3520]!))); // ltv_cac 2027
  m[3840] = $.fin($.div(m[3653]!, m[3646]!)); // unit_economics 2027
  m[3846] = $.fin($.div(100 * m[3730]!, m[3639]!)); // operating_margin 2027
  m[3852] = $.fin($.div(100 * (((m[3653]! - m[3667]!) - m[3702]!) - m[3709]!), m[3639]!)); // contribution_margin 2027
  m[3858] = $.fin($.div(m[3667]!, m[3520]! + m[3548]!)); // cac 2027
  m[3864] = $.fin((m[3723]! / 12) / 1000); // monthly_burn 2027
  m[3870] = $.fin($.div(m[3751]!, m[3723]! / 12)); // cash_runway 2027
  m[3876] = $.fin($.div(m[3639]!, m[3492]!) / 1000); // revenue_per_employee 2027
  m[3882] = $.fin($.div($.div(m[3520]! * (m[3611]! + m[3632]!), (m[3540]! + m[3541]!) / 2), m[3506]! * customer_acquisition_cost)); // sales_efficiency 2027
  m[3888] = $.fin($.div(m[3758]!, capital_injection_2025)); // capital_efficiency 2027
  m[3894] = $.fin(time_to_first_value_days); // time_to_first_value 2027
  m[3900] = $.fin($.div($.div(m[3590]!, m[3589]!), $.div(m[3541]! + m[3555]!, m[3540]! + m[3554]!))); // network_effect_multiplier 2027
  m[3906] = $.fin($.div(100 * (m[3541]! - m[3540]!), addressable_medical_facilities)); // whitespace_penetration_velocity 2027
  m[3912] = $.fin($.div(m[3639]!, m[3625]!)); // b2b2c_revenue_multiplier 2027
  m[3918] = $.fin(cross_vertical_synergy_index); // cross_vertical_synergy 2027
  m[3924] = $.fin(regulatory_moat_strength); // regulatory_moat 2027
  m[3930] = $.fin($.div($.div(m[3639]!, m[3638]!), $.div(m[3772]!, m[3771]!))); // asset_light_scalability 2027
  m[3936] = $.fin($.div(m[3520]!, m[3499]!) / 12); // sales_model_efficiency 2027
  m[3942] = $.fin($.div(m[3506]! - ((12 * m[3499]!) * sales_rep_productivity), m[3540]!)); // viral_coefficient 2027
  m[3948] = $.fin(100 * ($.div(m[3590]!, m[3589]!) - 1)); // market_creation_velocity 2027
  m[3954] = $.fin(premium_conversion_rate); // premium_conversion 2027
  m[3960] = $.fin($.div(m[3611]! + m[3632]!, (m[3540]! + m[3541]!) / 2) / 1000); // revenue_per_medical_client 2027
  m[3966] = $.fin($.div(100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))); // data_addon_share 2027
  m[3972] = $.fin($.div(100 * m[3618]!, m[3639]!)); // logistics_revenue_share 2027
  m[3978] = $.fin(100 * ($.div(m[3639]!, m[3638]!) - 1)); // revenue_growth 2027
  m[3984] = $.fin($.div(100 * m[3646]!, m[3639]!)); // cogs_share 2027
  m[3990] = $.fin($.div(m[3646]!, m[3590]!)); // cogs_per_ride 2027
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
  m[3793] = $.fin($.div((100 * (1 - (logo_churn_rate / 100))) * m[3598]!, m[3597]!)); // nrr 2028
  m[3799] = $.fin(100 * m[3563]!); // adoption_rate 2028
  m[3805] = $.fin(100 * ($.div(m[3542]!, m[3541]!) - 1)); // new_customer_growth 2028
  m[3811] = $.fin($.div(100 * (((((m[3541]! + m[3555]!) + m[3521]!) + m[3549]!) - m[3542]!) - m[3556]!), (((m[3541]! + m[3555]!) + m[3542]!) + m[3556]!) / 2)); // logo_churn 2028
  m[3817] = $.fin($.div(100 * m[3521]!, m[3507]!)); // onboarding_conversion 2028
  m[3823] = $.fin($.div(100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee)); // share_of_wallet 2028
  m[3829] = $.fin($.div(100 * m[3654]!, m[3640]!)); // gross_margin 2028
  m[3835] = $.fin($.div($.div($.div(m[3612]! + m[3633]!, (m[3541]! + m[3542]!) / 2) * m[3654]!, m[3640]!) * $.min($.div(100, logo_churn_rate), ltv_horizon_years), $.div(m[3507]! * customer_acquisition_cost, m[3521]!))); // ltv_cac 2028
  m[3841] = $.fin($.div(m[3654]!, m[3647]!)); // unit_economics 2028
  m[3847] = $.fin($.div(100 * m[3731]!, m[3640]!)); // operating_margin 2028
  m[3853] = $.fin($.div(100 * (((m[3654]! - m[3668]!) - m[3703]!) - m[3710]!), m[3640]!)); // contribution_margin 2028
  m[3859] = $.fin($.div(m[3668]!, m[3521]! + m[3549]!)); // cac 2028
  m[3865] = $.fin((m[3724]! / 12) / 1000); // monthly_burn 2028
  m[3871] = $.fin($.div(m[3752]!, m[3724]! / 12)); // cash_runway 2028
  m[3877] = $.fin($.div(m[3640]!, m[3493]!) / 1000); // revenue_per_employee 2028
  m[3883] = $.fin($.div($.div(m[3521]! * (m[3612]! + m[3633]!), (m[3541]! + m[3542]!) / 2), m[3507]! * customer_acquisition_cost)); // sales_efficiency 2028
  m[3889] = $.fin($.div(m[3759]!, capital_injection_2025)); // capital_efficiency 2028
  m[3895] = $.fin(time_to_first_value_days); // time_to_first_value 2028
  m[3901] = $.fin($.div($.div(m[3591]!, m[3590]!), $.div(m[3542]! + m[3556]!, m[3541]! + m[3555]!))); // network_effect_multiplier 2028
  m[3907] = $.fin($.div(100 * (m[3542]! - m[3541]!), addressable_medical_facilities)); // whitespace_penetration_velocity 2028
  m[3913] = $.fin($.div(m[3640]!, m[3626]!)); // b2b2c_revenue_multiplier 2028
  m[3919] = $.fin(cross_vertical_synergy_index); // cross_vertical_synergy 2028
  m[3925] = $.fin(regulatory_moat_strength); // regulatory_moat 2028
  m[3931] = $.fin($.div($.div(m[3640]!, m[3639]!), $.div(m[3773]!, m[3772]!))); // asset_light_scalability 2028
  m[3937] = $.fin($.div(m[3521]!, m[3500]!) / 12); // sales_model_efficiency 2028
  m[3943] = $.fin($.div(m[3507]! - ((12 * m[3500]!) * sales_rep_productivity), m[3541]!)); // viral_coefficient 2028
  m[3949] = $.fin(100 * ($.div(m[3591]!, m[3590]!) - 1)); // market_creation_velocity 2028
  m[3955] = $.fin(premium_conversion_rate); // premium_conversion 2028
  m[3961] = $.fin($.div(m[3612]! + m[3633]!, (m[3541]! + m[3542]!) / 2) / 1000); // revenue_per_medical_client 2028
  m[3967] = $.fin($.div(100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))); // data_addon_share 2028
  m[3973] = $.fin($.div(100 * m[3619]!, m[3640]!)); // logistics_revenue_share 2028
  m[3979] = $.fin(100 * ($.div(m[3640]!, m[3639]!) - 1)); // revenue_growth 2028
  m[3985] = $.fin($.div(100 * m[3647]!, m[3640]!)); // cogs_share 2028
  m[3991] = $.fin($.div(m[3647]!, m[3591]!)); // cogs_per_ride 2028
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
  m[3794] = $.fin($.div((100 * (1 - (logo_churn_rate / 100))) * m[3599]!, m[3598]!)); // nrr 2029
  m[3800] = $.fin(100 * m[3564]!); // adoption_rate 2029
  m[3806] = $.fin(100 * ($.div(m[3543]!, m[3542]!) - 1)); // new_customer_growth 2029
  m[3812] = $.fin($.div(100 * (((((m[3542]! + m[3556]!) + m[3522]!) + m[3550]!) - m[3543]!) - m[3557]!), (((m[3542]! + m[3556]!) + m[3543]!) + m[3557]!) / 2)); // logo_churn 2029
  m[3818] = $.fin($.div(100 * m[3522]!, m[3508]!)); // onboarding_conversion 2029
  m[3824] = $.fin($.div(100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee)); // share_of_wallet 2029
  m[3830] = $.fin($.div(100 * m[3655]!, m[3641]!)); // gross_margin 2029
  m[3836] = $.fin($.div($.div($.div(m[3613]! + m[3634]!, (m[3542]! + m[3543]!) / 2) * m[3655]!, m[3641]!) * $.min($.div(100, logo_churn_rate), ltv_horizon_years), $.div(m[3508]! * customer_acquisition_cost, m[3522]!))); // ltv_cac 2029
  m[3842] = $.fin($.div(m[3655]!, m[3648]!)); // unit_economics 2029
  m[3848] = $.fin($.div(100 * m[3732]!, m[3641]!)); // operating_margin 2029
  m[3854] = $.fin($.div(100 * (((m[3655]! - m[3669]!) - m[3704]!) - m[3711]!), m[3641]!)); // contribution_margin 2029
  m[3860] = $.fin($.div(m[3669]!, m[3522]! + m[3550]!)); // cac 2029
  m[3866] = $.fin((m[3725]! / 12) / 1000); // monthly_burn 2029
  m[3872] = $.fin($.div(m[3753]!, m[3725]! / 12)); // cash_runway 2029
  m[3878] = $.fin($.div(m[3641]!, m[3494]!) / 1000); // revenue_per_employee 2029
  m[3884] = $.fin($.div($.div(m[3522]! * (m[3613]! + m[3634]!), (m[3542]! + m[3543]!) / 2), m[3508]! * customer_acquisition_cost)); // sales_efficiency 2029
  m[3890] = $.fin($.div(m[3760]!, capital_injection_2025)); // capital_efficiency 2029
  m[3896] = $.fin(time_to_first_value_days); // time_to_first_value 2029
  m[3902] = $.fin($.div($.div(m[3592]!, m[3591]!), $.div(m[3543]! + m[3557]!, m[3542]! + m[3556]!))); // network_effect_multiplier 2029
  m[3908] = $.fin($.div(100 * (m[3543]! - m[3542]!), addressable_medical_facilities)); // whitespace_penetration_velocity 2029
  m[3914] = $.fin($.div(m[3641]!, m[3627]!)); // b2b2c_revenue_multiplier 2029
  m[3920] = $.fin(cross_vertical_synergy_index); // cross_vertical_synergy 2029
  m[3926] = $.fin(regulatory_moat_strength); // regulatory_moat 2029
  m[3932] = $.fin($.div($.div(m[3641]!, m[3640]!), $.div(m[3774]!, m[3773]!))); // asset_light_scalability 2029
  m[3938] = $.fin($.div(m[3522]!, m[3501]!) / 12); // sales_model_efficiency 2029
  m[3944] = $.fin($.div(m[3508]! - ((12 * m[3501]!) * sales_rep_productivity), m[3542]!)); // viral_coefficient 2029
  m[3950] = $.fin(100 * ($.div(m[3592]!, m[3591]!) - 1)); // market_creation_velocity 2029
  m[3956] = $.fin(premium_conversion_rate); // premium_conversion 2029
  m[3962] = $.fin($.div(m[3613]! + m[3634]!, (m[3542]! + m[3543]!) / 2) / 1000); // revenue_per_medical_client 2029
  m[3968] = $.fin($.div(100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))); // data_addon_share 2029
  m[3974] = $.fin($.div(100 * m[3620]!, m[3641]!)); // logistics_revenue_share 2029
  m[3980] = $.fin(100 * ($.div(m[3641]!, m[3640]!) - 1)); // revenue_growth 2029
  m[3986] = $.fin($.div(100 * m[3648]!, m[3641]!)); // cogs_share 2029
  m[3992] = $.fin($.div(m[3648]!, m[3592]!)); // cogs_per_ride 2029
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
  m[3795] = $.fin($.div((100 * (1 - (logo_churn_rate / 100))) * m[3600]!, m[3599]!)); // nrr 2030
  m[3801] = $.fin(100 * m[3565]!); // adoption_rate 2030
  m[3807] = $.fin(100 * ($.div(m[3544]!, m[3543]!) - 1)); // new_customer_growth 2030
  m[3813] = $.fin($.div(100 * (((((m[3543]! + m[3557]!) + m[3523]!) + m[3551]!) - m[3544]!) - m[3558]!), (((m[3543]! + m[3557]!) + m[3544]!) + m[3558]!) / 2)); // logo_churn 2030
  m[3819] = $.fin($.div(100 * m[3523]!, m[3509]!)); // onboarding_conversion 2030
  m[3825] = $.fin($.div(100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee)); // share_of_wallet 2030
  m[3831] = $.fin($.div(100 * m[3656]!, m[3642]!)); // gross_margin 2030
  m[3837] = $.fin($.div($.div($.div(m[3614]! + m[3635]!, (m[3543]! + m[3544]!) / 2) * m[3656]!, m[3642]!) * $.min($.div(100, logo_churn_rate), ltv_horizon_years), $.div(m[3509]! * customer_acquisition_cost, m[3523]!))); // ltv_cac 2030
  m[3843] = $.fin($.div(m[3656]!, m[3649]!)); // unit_economics 2030
  m[3849] = $.fin($.div(100 * m[3733]!, m[3642]!)); // operating_margin 2030
  m[3855] = $.fin($.div(100 * (((m[3656]! - m[3670]!) - m[3705]!) - m[3712]!), m[3642]!)); // contribution_margin 2030
  m[3861] = $.fin($.div(m[3670]!, m[3523]! + m[3551]!)); // cac 2030
  m[3867] = $.fin((m[3726]! / 12) / 1000); // monthly_burn 2030
  m[3873] = $.fin($.div(m[3754]!, m[3726]! / 12)); // cash_runway 2030
  m[3879] = $.fin($.div(m[3642]!, m[3495]!) / 1000); // revenue_per_employee 2030
  m[3885] = $.fin($.div($.div(m[3523]! * (m[3614]! + m[3635]!), (m[3543]! + m[3544]!) / 2), m[3509]! * customer_acquisition_cost)); // sales_efficiency 2030
  m[3891] = $.fin($.div(m[3761]!, capital_injection_2025)); // capital_efficiency 2030
  m[3897] = $.fin(time_to_first_value_days); // time_to_first_value 2030
  m[3903] = $.fin($.div($.div(m[3593]!, m[3592]!), $.div(m[3544]! + m[3558]!, m[3543]! + m[3557]!))); // network_effect_multiplier 2030
  m[3909] = $.fin($.div(100 * (m[3544]! - m[3543]!), addressable_medical_facilities)); // whitespace_penetration_velocity 2030
  m[3915] = $.fin($.div(m[3642]!, m[3628]!)); // b2b2c_revenue_multiplier 2030
  m[3921] = $.fin(cross_vertical_synergy_index); // cross_vertical_synergy 2030
  m[3927] = $.fin(regulatory_moat_strength); // regulatory_moat 2030
  m[3933] = $.fin($.div($.div(m[3642]!, m[3641]!), $.div(m[3775]!, m[3774]!))); // asset_light_scalability 2030
  m[3939] = $.fin($.div(m[3523]!, m[3502]!) / 12); // sales_model_efficiency 2030
  m[3945] = $.fin($.div(m[3509]! - ((12 * m[3502]!) * sales_rep_productivity), m[3543]!)); // viral_coefficient 2030
  m[3951] = $.fin(100 * ($.div(m[3593]!, m[3592]!) - 1)); // market_creation_velocity 2030
  m[3957] = $.fin(premium_conversion_rate); // premium_conversion 2030
  m[3963] = $.fin($.div(m[3614]! + m[3635]!, (m[3543]! + m[3544]!) / 2) / 1000); // revenue_per_medical_client 2030
  m[3969] = $.fin($.div(100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee)), (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))); // data_addon_share 2030
  m[3975] = $.fin($.div(100 * m[3621]!, m[3642]!)); // logistics_revenue_share 2030
  m[3981] = $.fin(100 * ($.div(m[3642]!, m[3641]!) - 1)); // revenue_growth 2030
  m[3987] = $.fin($.div(100 * m[3649]!, m[3642]!)); // cogs_share 2030
  m[3993] = $.fin($.div(m[3649]!, m[3593]!)); // cogs_per_ride 2030
}
