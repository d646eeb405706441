// Generated from the model definition by `npm run -s kernel -- --write` (engine/kernel/generate.ts). Do not edit:
// tests/unit/engine/kernel.test.ts fails when this file is not what the definition generates.
import * as $ from './semantics.ts';

/** The semantics.ts functions the code calls, read once (generate.ts helper). */
const { chooseIndex: $chooseIndex, eq: $eq, exp: $exp, max: $max, min: $min, pow: $pow, round: $round, twelveMonths: $twelveMonths } = $;

/** The definition this code was generated from (engine/kernel/fingerprint.ts). */
export const GENERATED_FROM = '0b8876a358602f';

/** Cells of the kernel's memory (modelPlan.ts kernelMemory). */
export const MEMORY_SIZE = 13258;

/** The Annual cells that aggregate twelve consecutive months: the cell, the year's first month, the divisor (1 for SUM, 12 for AVERAGE). */
const TWELVE_MONTHS = new Int32Array([
  10462, 162, 12, // ftes 2024
  10463, 174, 12, // ftes 2025
  10464, 1740, 12, // ftes 2026
  10465, 1752, 12, // ftes 2027
  10466, 1764, 12, // ftes 2028
  10467, 1776, 12, // ftes 2029
  10468, 1788, 12, // ftes 2030
  10471, 1801, 12, // sales_reps 2026
  10472, 1813, 12, // sales_reps 2027
  10473, 1825, 12, // sales_reps 2028
  10474, 1837, 12, // sales_reps 2029
  10475, 1849, 12, // sales_reps 2030
  10478, 1862, 1, // onboarded_medical_clients 2026
  10479, 1874, 1, // onboarded_medical_clients 2027
  10480, 1886, 1, // onboarded_medical_clients 2028
  10481, 1898, 1, // onboarded_medical_clients 2029
  10482, 1910, 1, // onboarded_medical_clients 2030
  10490, 186, 1, // new_medical_clients 2024
  10491, 198, 1, // new_medical_clients 2025
  10492, 1984, 1, // new_medical_clients 2026
  10493, 1996, 1, // new_medical_clients 2027
  10494, 2008, 1, // new_medical_clients 2028
  10495, 2020, 1, // new_medical_clients 2029
  10496, 2032, 1, // new_medical_clients 2030
  10518, 258, 1, // new_transport_clients 2024
  10519, 270, 1, // new_transport_clients 2025
  10520, 2228, 1, // new_transport_clients 2026
  10521, 2240, 1, // new_transport_clients 2027
  10522, 2252, 1, // new_transport_clients 2028
  10523, 2264, 1, // new_transport_clients 2029
  10524, 2276, 1, // new_transport_clients 2030
  10532, 858, 12, // platform_adoption 2024
  10533, 870, 12, // platform_adoption 2025
  10534, 2350, 12, // platform_adoption 2026
  10535, 2362, 12, // platform_adoption 2027
  10536, 2374, 12, // platform_adoption 2028
  10537, 2386, 12, // platform_adoption 2029
  10538, 2398, 12, // platform_adoption 2030
  10541, 2411, 1, // outpatient_rides 2026
  10542, 2423, 1, // outpatient_rides 2027
  10543, 2435, 1, // outpatient_rides 2028
  10544, 2447, 1, // outpatient_rides 2029
  10545, 2459, 1, // outpatient_rides 2030
  10546, 306, 1, // medical_rides 2024
  10547, 318, 1, // medical_rides 2025
  10548, 2472, 1, // medical_rides 2026
  10549, 2484, 1, // medical_rides 2027
  10550, 2496, 1, // medical_rides 2028
  10551, 2508, 1, // medical_rides 2029
  10552, 2520, 1, // medical_rides 2030
  10553, 330, 1, // transport_rides 2024
  10554, 342, 1, // transport_rides 2025
  10555, 2533, 1, // transport_rides 2026
  10556, 2545, 1, // transport_rides 2027
  10557, 2557, 1, // transport_rides 2028
  10558, 2569, 1, // transport_rides 2029
  10559, 2581, 1, // transport_rides 2030
  10560, 354, 1, // rides 2024
  10561, 366, 1, // rides 2025
  10562, 2594, 1, // rides 2026
  10563, 2606, 1, // rides 2027
  10564, 2618, 1, // rides 2028
  10565, 2630, 1, // rides 2029
  10566, 2642, 1, // rides 2030
  10574, 378, 1, // one_time_revenue 2024
  10575, 390, 1, // one_time_revenue 2025
  10576, 2716, 1, // one_time_revenue 2026
  10577, 2728, 1, // one_time_revenue 2027
  10578, 2740, 1, // one_time_revenue 2028
  10579, 2752, 1, // one_time_revenue 2029
  10580, 2764, 1, // one_time_revenue 2030
  10581, 402, 1, // medical_recurring_revenue 2024
  10582, 414, 1, // medical_recurring_revenue 2025
  10583, 2777, 1, // medical_recurring_revenue 2026
  10584, 2789, 1, // medical_recurring_revenue 2027
  10585, 2801, 1, // medical_recurring_revenue 2028
  10586, 2813, 1, // medical_recurring_revenue 2029
  10587, 2825, 1, // medical_recurring_revenue 2030
  10588, 426, 1, // transport_recurring_revenue 2024
  10589, 438, 1, // transport_recurring_revenue 2025
  10590, 2838, 1, // transport_recurring_revenue 2026
  10591, 2850, 1, // transport_recurring_revenue 2027
  10592, 2862, 1, // transport_recurring_revenue 2028
  10593, 2874, 1, // transport_recurring_revenue 2029
  10594, 2886, 1, // transport_recurring_revenue 2030
  10595, 450, 1, // recurring_revenue 2024
  10596, 462, 1, // recurring_revenue 2025
  10597, 2899, 1, // recurring_revenue 2026
  10598, 2911, 1, // recurring_revenue 2027
  10599, 2923, 1, // recurring_revenue 2028
  10600, 2935, 1, // recurring_revenue 2029
  10601, 2947, 1, // recurring_revenue 2030
  10602, 474, 1, // transaction_revenue 2024
  10603, 486, 1, // transaction_revenue 2025
  10604, 2960, 1, // transaction_revenue 2026
  10605, 2972, 1, // transaction_revenue 2027
  10606, 2984, 1, // transaction_revenue 2028
  10607, 2996, 1, // transaction_revenue 2029
  10608, 3008, 1, // transaction_revenue 2030
  10609, 498, 1, // total_revenue 2024
  10610, 510, 1, // total_revenue 2025
  10611, 3021, 1, // total_revenue 2026
  10612, 3033, 1, // total_revenue 2027
  10613, 3045, 1, // total_revenue 2028
  10614, 3057, 1, // total_revenue 2029
  10615, 3069, 1, // total_revenue 2030
  10616, 522, 1, // cost_of_goods_sold 2024
  10617, 534, 1, // cost_of_goods_sold 2025
  10618, 3082, 1, // cost_of_goods_sold 2026
  10619, 3094, 1, // cost_of_goods_sold 2027
  10620, 3106, 1, // cost_of_goods_sold 2028
  10621, 3118, 1, // cost_of_goods_sold 2029
  10622, 3130, 1, // cost_of_goods_sold 2030
  10623, 546, 1, // gross_profit 2024
  10624, 558, 1, // gross_profit 2025
  10625, 3143, 1, // gross_profit 2026
  10626, 3155, 1, // gross_profit 2027
  10627, 3167, 1, // gross_profit 2028
  10628, 3179, 1, // gross_profit 2029
  10629, 3191, 1, // gross_profit 2030
  10630, 570, 1, // employees 2024
  10631, 582, 1, // employees 2025
  10632, 3204, 1, // employees 2026
  10633, 3216, 1, // employees 2027
  10634, 3228, 1, // employees 2028
  10635, 3240, 1, // employees 2029
  10636, 3252, 1, // employees 2030
  10639, 3265, 1, // sales_team_payroll 2026
  10640, 3277, 1, // sales_team_payroll 2027
  10641, 3289, 1, // sales_team_payroll 2028
  10642, 3301, 1, // sales_team_payroll 2029
  10643, 3313, 1, // sales_team_payroll 2030
  10644, 594, 1, // sales_marketing 2024
  10645, 606, 1, // sales_marketing 2025
  10646, 3326, 1, // sales_marketing 2026
  10647, 3338, 1, // sales_marketing 2027
  10648, 3350, 1, // sales_marketing 2028
  10649, 3362, 1, // sales_marketing 2029
  10650, 3374, 1, // sales_marketing 2030
  10651, 618, 1, // hosting_licenses 2024
  10652, 630, 1, // hosting_licenses 2025
  10653, 3387, 1, // hosting_licenses 2026
  10654, 3399, 1, // hosting_licenses 2027
  10655, 3411, 1, // hosting_licenses 2028
  10656, 3423, 1, // hosting_licenses 2029
  10657, 3435, 1, // hosting_licenses 2030
  10658, 906, 1, // gross_profit_after_hosting 2024
  10659, 918, 1, // gross_profit_after_hosting 2025
  10660, 3448, 1, // gross_profit_after_hosting 2026
  10661, 3460, 1, // gross_profit_after_hosting 2027
  10662, 3472, 1, // gross_profit_after_hosting 2028
  10663, 3484, 1, // gross_profit_after_hosting 2029
  10664, 3496, 1, // gross_profit_after_hosting 2030
  10665, 642, 1, // office_infrastructure 2024
  10666, 654, 1, // office_infrastructure 2025
  10667, 3509, 1, // office_infrastructure 2026
  10668, 3521, 1, // office_infrastructure 2027
  10669, 3533, 1, // office_infrastructure 2028
  10670, 3545, 1, // office_infrastructure 2029
  10671, 3557, 1, // office_infrastructure 2030
  10672, 666, 1, // legal_tax 2024
  10673, 678, 1, // legal_tax 2025
  10674, 3570, 1, // legal_tax 2026
  10675, 3582, 1, // legal_tax 2027
  10676, 3594, 1, // legal_tax 2028
  10677, 3606, 1, // legal_tax 2029
  10678, 3618, 1, // legal_tax 2030
  10679, 690, 1, // bfs_factoring 2024
  10680, 702, 1, // bfs_factoring 2025
  10681, 3631, 1, // bfs_factoring 2026
  10682, 3643, 1, // bfs_factoring 2027
  10683, 3655, 1, // bfs_factoring 2028
  10684, 3667, 1, // bfs_factoring 2029
  10685, 3679, 1, // bfs_factoring 2030
  10686, 714, 1, // bonus_pool_tc 2024
  10687, 726, 1, // bonus_pool_tc 2025
  10688, 3692, 1, // bonus_pool_tc 2026
  10689, 3704, 1, // bonus_pool_tc 2027
  10690, 3716, 1, // bonus_pool_tc 2028
  10691, 3728, 1, // bonus_pool_tc 2029
  10692, 3740, 1, // bonus_pool_tc 2030
  10693, 738, 1, // bonus_pool_mc 2024
  10694, 750, 1, // bonus_pool_mc 2025
  10695, 3753, 1, // bonus_pool_mc 2026
  10696, 3765, 1, // bonus_pool_mc 2027
  10697, 3777, 1, // bonus_pool_mc 2028
  10698, 3789, 1, // bonus_pool_mc 2029
  10699, 3801, 1, // bonus_pool_mc 2030
  10700, 762, 1, // rounding_adjustment 2024
  10701, 774, 1, // rounding_adjustment 2025
  10702, 3814, 1, // rounding_adjustment 2026
  10703, 3826, 1, // rounding_adjustment 2027
  10704, 3838, 1, // rounding_adjustment 2028
  10705, 3850, 1, // rounding_adjustment 2029
  10706, 3862, 1, // rounding_adjustment 2030
  10707, 786, 1, // total_operating_expenses 2024
  10708, 798, 1, // total_operating_expenses 2025
  10709, 3875, 1, // total_operating_expenses 2026
  10710, 3887, 1, // total_operating_expenses 2027
  10711, 3899, 1, // total_operating_expenses 2028
  10712, 3911, 1, // total_operating_expenses 2029
  10713, 3923, 1, // total_operating_expenses 2030
  10714, 882, 1, // own_work_capitalised 2024
  10715, 894, 1, // own_work_capitalised 2025
  10716, 3936, 1, // own_work_capitalised 2026
  10717, 3948, 1, // own_work_capitalised 2027
  10718, 3960, 1, // own_work_capitalised 2028
  10719, 3972, 1, // own_work_capitalised 2029
  10720, 3984, 1, // own_work_capitalised 2030
  10721, 810, 1, // ebitda 2024
  10722, 822, 1, // ebitda 2025
  10723, 3997, 1, // ebitda 2026
  10724, 4009, 1, // ebitda 2027
  10725, 4021, 1, // ebitda 2028
  10726, 4033, 1, // ebitda 2029
  10727, 4045, 1, // ebitda 2030
  10730, 4058, 1, // depreciation_amortisation 2026
  10731, 4070, 1, // depreciation_amortisation 2027
  10732, 4082, 1, // depreciation_amortisation 2028
  10733, 4094, 1, // depreciation_amortisation 2029
  10734, 4106, 1, // depreciation_amortisation 2030
  10737, 4119, 1, // ebit 2026
  10738, 4131, 1, // ebit 2027
  10739, 4143, 1, // ebit 2028
  10740, 4155, 1, // ebit 2029
  10741, 4167, 1, // ebit 2030
  10744, 4180, 1, // interest_income 2026
  10745, 4192, 1, // interest_income 2027
  10746, 4204, 1, // interest_income 2028
  10747, 4216, 1, // interest_income 2029
  10748, 4228, 1, // interest_income 2030
  10751, 4241, 1, // interest_expense 2026
  10752, 4253, 1, // interest_expense 2027
  10753, 4265, 1, // interest_expense 2028
  10754, 4277, 1, // interest_expense 2029
  10755, 4289, 1, // interest_expense 2030
  10758, 4302, 1, // earnings_before_tax 2026
  10759, 4314, 1, // earnings_before_tax 2027
  10760, 4326, 1, // earnings_before_tax 2028
  10761, 4338, 1, // earnings_before_tax 2029
  10762, 4350, 1, // earnings_before_tax 2030
  10765, 4363, 1, // corporate_income_tax 2026
  10766, 4375, 1, // corporate_income_tax 2027
  10767, 4387, 1, // corporate_income_tax 2028
  10768, 4399, 1, // corporate_income_tax 2029
  10769, 4411, 1, // corporate_income_tax 2030
  10772, 4424, 1, // trade_tax 2026
  10773, 4436, 1, // trade_tax 2027
  10774, 4448, 1, // trade_tax 2028
  10775, 4460, 1, // trade_tax 2029
  10776, 4472, 1, // trade_tax 2030
  10779, 4485, 1, // income_taxes 2026
  10780, 4497, 1, // income_taxes 2027
  10781, 4509, 1, // income_taxes 2028
  10782, 4521, 1, // income_taxes 2029
  10783, 4533, 1, // income_taxes 2030
  10786, 4546, 1, // net_income 2026
  10787, 4558, 1, // net_income 2027
  10788, 4570, 1, // net_income 2028
  10789, 4582, 1, // net_income 2029
  10790, 4594, 1, // net_income 2030
  10793, 4607, 1, // new_ftes 2026
  10794, 4619, 1, // new_ftes 2027
  10795, 4631, 1, // new_ftes 2028
  10796, 4643, 1, // new_ftes 2029
  10797, 4655, 1, // new_ftes 2030
  10800, 4668, 1, // capex_it_equipment 2026
  10801, 4680, 1, // capex_it_equipment 2027
  10802, 4692, 1, // capex_it_equipment 2028
  10803, 4704, 1, // capex_it_equipment 2029
  10804, 4716, 1, // capex_it_equipment 2030
  10807, 4729, 1, // capex_office_equipment 2026
  10808, 4741, 1, // capex_office_equipment 2027
  10809, 4753, 1, // capex_office_equipment 2028
  10810, 4765, 1, // capex_office_equipment 2029
  10811, 4777, 1, // capex_office_equipment 2030
  10814, 4790, 1, // capex 2026
  10815, 4802, 1, // capex 2027
  10816, 4814, 1, // capex 2028
  10817, 4826, 1, // capex 2029
  10818, 4838, 1, // capex 2030
  10828, 4912, 1, // depreciation_it_equipment 2026
  10829, 4924, 1, // depreciation_it_equipment 2027
  10830, 4936, 1, // depreciation_it_equipment 2028
  10831, 4948, 1, // depreciation_it_equipment 2029
  10832, 4960, 1, // depreciation_it_equipment 2030
  10842, 5034, 1, // depreciation_office_equipment 2026
  10843, 5046, 1, // depreciation_office_equipment 2027
  10844, 5058, 1, // depreciation_office_equipment 2028
  10845, 5070, 1, // depreciation_office_equipment 2029
  10846, 5082, 1, // depreciation_office_equipment 2030
  10856, 5156, 1, // amortisation_own_work 2026
  10857, 5168, 1, // amortisation_own_work 2027
  10858, 5180, 1, // amortisation_own_work 2028
  10859, 5192, 1, // amortisation_own_work 2029
  10860, 5204, 1, // amortisation_own_work 2030
  10863, 5217, 1, // depreciation_opening_assets 2026
  10864, 5229, 1, // depreciation_opening_assets 2027
  10865, 5241, 1, // depreciation_opening_assets 2028
  10866, 5253, 1, // depreciation_opening_assets 2029
  10867, 5265, 1, // depreciation_opening_assets 2030
  10870, 5278, 1, // non_payroll_costs 2026
  10871, 5290, 1, // non_payroll_costs 2027
  10872, 5302, 1, // non_payroll_costs 2028
  10873, 5314, 1, // non_payroll_costs 2029
  10874, 5326, 1, // non_payroll_costs 2030
  10877, 5339, 1, // output_vat 2026
  10878, 5351, 1, // output_vat 2027
  10879, 5363, 1, // output_vat 2028
  10880, 5375, 1, // output_vat 2029
  10881, 5387, 1, // output_vat 2030
  10884, 5400, 1, // input_vat 2026
  10885, 5412, 1, // input_vat 2027
  10886, 5424, 1, // input_vat 2028
  10887, 5436, 1, // input_vat 2029
  10888, 5448, 1, // input_vat 2030
  10891, 5461, 1, // vat_net 2026
  10892, 5473, 1, // vat_net 2027
  10893, 5485, 1, // vat_net 2028
  10894, 5497, 1, // vat_net 2029
  10895, 5509, 1, // vat_net 2030
  10898, 5522, 1, // vat_paid 2026
  10899, 5534, 1, // vat_paid 2027
  10900, 5546, 1, // vat_paid 2028
  10901, 5558, 1, // vat_paid 2029
  10902, 5570, 1, // vat_paid 2030
  10912, 5644, 1, // taxable_income 2026
  10913, 5656, 1, // taxable_income 2027
  10914, 5668, 1, // taxable_income 2028
  10915, 5680, 1, // taxable_income 2029
  10916, 5692, 1, // taxable_income 2030
  11010, 6498, 1, // tax_prepayments 2026
  11011, 6510, 1, // tax_prepayments 2027
  11012, 6522, 1, // tax_prepayments 2028
  11013, 6534, 1, // tax_prepayments 2029
  11014, 6546, 1, // tax_prepayments 2030
  11031, 6681, 1, // tax_settlement 2026
  11032, 6693, 1, // tax_settlement 2027
  11033, 6705, 1, // tax_settlement 2028
  11034, 6717, 1, // tax_settlement 2029
  11035, 6729, 1, // tax_settlement 2030
  11038, 6742, 1, // taxes_paid 2026
  11039, 6754, 1, // taxes_paid 2027
  11040, 6766, 1, // taxes_paid 2028
  11041, 6778, 1, // taxes_paid 2029
  11042, 6790, 1, // taxes_paid 2030
  11052, 6864, 1, // equity_raised 2026
  11053, 6876, 1, // equity_raised 2027
  11054, 6888, 1, // equity_raised 2028
  11055, 6900, 1, // equity_raised 2029
  11056, 6912, 1, // equity_raised 2030
  11059, 6925, 1, // opening_loans_repayment 2026
  11060, 6937, 1, // opening_loans_repayment 2027
  11061, 6949, 1, // opening_loans_repayment 2028
  11062, 6961, 1, // opening_loans_repayment 2029
  11063, 6973, 1, // opening_loans_repayment 2030
  11066, 6986, 1, // opening_loans_interest 2026
  11067, 6998, 1, // opening_loans_interest 2027
  11068, 7010, 1, // opening_loans_interest 2028
  11069, 7022, 1, // opening_loans_interest 2029
  11070, 7034, 1, // opening_loans_interest 2030
  11087, 7169, 1, // loan_1_draw 2026
  11088, 7181, 1, // loan_1_draw 2027
  11089, 7193, 1, // loan_1_draw 2028
  11090, 7205, 1, // loan_1_draw 2029
  11091, 7217, 1, // loan_1_draw 2030
  11094, 7230, 1, // loan_1_interest 2026
  11095, 7242, 1, // loan_1_interest 2027
  11096, 7254, 1, // loan_1_interest 2028
  11097, 7266, 1, // loan_1_interest 2029
  11098, 7278, 1, // loan_1_interest 2030
  11101, 7291, 1, // loan_1_repayment 2026
  11102, 7303, 1, // loan_1_repayment 2027
  11103, 7315, 1, // loan_1_repayment 2028
  11104, 7327, 1, // loan_1_repayment 2029
  11105, 7339, 1, // loan_1_repayment 2030
  11122, 7474, 1, // loan_2_draw 2026
  11123, 7486, 1, // loan_2_draw 2027
  11124, 7498, 1, // loan_2_draw 2028
  11125, 7510, 1, // loan_2_draw 2029
  11126, 7522, 1, // loan_2_draw 2030
  11129, 7535, 1, // loan_2_interest 2026
  11130, 7547, 1, // loan_2_interest 2027
  11131, 7559, 1, // loan_2_interest 2028
  11132, 7571, 1, // loan_2_interest 2029
  11133, 7583, 1, // loan_2_interest 2030
  11136, 7596, 1, // loan_2_repayment 2026
  11137, 7608, 1, // loan_2_repayment 2027
  11138, 7620, 1, // loan_2_repayment 2028
  11139, 7632, 1, // loan_2_repayment 2029
  11140, 7644, 1, // loan_2_repayment 2030
  11150, 7718, 1, // loan_draws 2026
  11151, 7730, 1, // loan_draws 2027
  11152, 7742, 1, // loan_draws 2028
  11153, 7754, 1, // loan_draws 2029
  11154, 7766, 1, // loan_draws 2030
  11157, 7779, 1, // loan_repayments 2026
  11158, 7791, 1, // loan_repayments 2027
  11159, 7803, 1, // loan_repayments 2028
  11160, 7815, 1, // loan_repayments 2029
  11161, 7827, 1, // loan_repayments 2030
  11164, 7840, 1, // cf_net_income 2026
  11165, 7852, 1, // cf_net_income 2027
  11166, 7864, 1, // cf_net_income 2028
  11167, 7876, 1, // cf_net_income 2029
  11168, 7888, 1, // cf_net_income 2030
  11171, 7901, 1, // cf_depreciation 2026
  11172, 7913, 1, // cf_depreciation 2027
  11173, 7925, 1, // cf_depreciation 2028
  11174, 7937, 1, // cf_depreciation 2029
  11175, 7949, 1, // cf_depreciation 2030
  11178, 7962, 1, // cf_change_receivables 2026
  11179, 7974, 1, // cf_change_receivables 2027
  11180, 7986, 1, // cf_change_receivables 2028
  11181, 7998, 1, // cf_change_receivables 2029
  11182, 8010, 1, // cf_change_receivables 2030
  11185, 8023, 1, // cf_change_payables 2026
  11186, 8035, 1, // cf_change_payables 2027
  11187, 8047, 1, // cf_change_payables 2028
  11188, 8059, 1, // cf_change_payables 2029
  11189, 8071, 1, // cf_change_payables 2030
  11192, 8084, 1, // cf_change_deferred_revenue 2026
  11193, 8096, 1, // cf_change_deferred_revenue 2027
  11194, 8108, 1, // cf_change_deferred_revenue 2028
  11195, 8120, 1, // cf_change_deferred_revenue 2029
  11196, 8132, 1, // cf_change_deferred_revenue 2030
  11199, 8145, 1, // cf_change_vat 2026
  11200, 8157, 1, // cf_change_vat 2027
  11201, 8169, 1, // cf_change_vat 2028
  11202, 8181, 1, // cf_change_vat 2029
  11203, 8193, 1, // cf_change_vat 2030
  11206, 8206, 1, // cf_interest_result 2026
  11207, 8218, 1, // cf_interest_result 2027
  11208, 8230, 1, // cf_interest_result 2028
  11209, 8242, 1, // cf_interest_result 2029
  11210, 8254, 1, // cf_interest_result 2030
  11213, 8267, 1, // cf_income_tax_expense 2026
  11214, 8279, 1, // cf_income_tax_expense 2027
  11215, 8291, 1, // cf_income_tax_expense 2028
  11216, 8303, 1, // cf_income_tax_expense 2029
  11217, 8315, 1, // cf_income_tax_expense 2030
  11220, 8328, 1, // cf_income_taxes_paid 2026
  11221, 8340, 1, // cf_income_taxes_paid 2027
  11222, 8352, 1, // cf_income_taxes_paid 2028
  11223, 8364, 1, // cf_income_taxes_paid 2029
  11224, 8376, 1, // cf_income_taxes_paid 2030
  11227, 8389, 1, // cash_from_operations 2026
  11228, 8401, 1, // cash_from_operations 2027
  11229, 8413, 1, // cash_from_operations 2028
  11230, 8425, 1, // cash_from_operations 2029
  11231, 8437, 1, // cash_from_operations 2030
  11234, 8450, 1, // cf_capex 2026
  11235, 8462, 1, // cf_capex 2027
  11236, 8474, 1, // cf_capex 2028
  11237, 8486, 1, // cf_capex 2029
  11238, 8498, 1, // cf_capex 2030
  11241, 8511, 1, // cf_capitalised_development 2026
  11242, 8523, 1, // cf_capitalised_development 2027
  11243, 8535, 1, // cf_capitalised_development 2028
  11244, 8547, 1, // cf_capitalised_development 2029
  11245, 8559, 1, // cf_capitalised_development 2030
  11248, 8572, 1, // cf_interest_received 2026
  11249, 8584, 1, // cf_interest_received 2027
  11250, 8596, 1, // cf_interest_received 2028
  11251, 8608, 1, // cf_interest_received 2029
  11252, 8620, 1, // cf_interest_received 2030
  11255, 8633, 1, // cash_from_investing 2026
  11256, 8645, 1, // cash_from_investing 2027
  11257, 8657, 1, // cash_from_investing 2028
  11258, 8669, 1, // cash_from_investing 2029
  11259, 8681, 1, // cash_from_investing 2030
  11262, 8694, 1, // cf_equity_raised 2026
  11263, 8706, 1, // cf_equity_raised 2027
  11264, 8718, 1, // cf_equity_raised 2028
  11265, 8730, 1, // cf_equity_raised 2029
  11266, 8742, 1, // cf_equity_raised 2030
  11269, 8755, 1, // cf_loan_draws 2026
  11270, 8767, 1, // cf_loan_draws 2027
  11271, 8779, 1, // cf_loan_draws 2028
  11272, 8791, 1, // cf_loan_draws 2029
  11273, 8803, 1, // cf_loan_draws 2030
  11276, 8816, 1, // cf_loan_repayments 2026
  11277, 8828, 1, // cf_loan_repayments 2027
  11278, 8840, 1, // cf_loan_repayments 2028
  11279, 8852, 1, // cf_loan_repayments 2029
  11280, 8864, 1, // cf_loan_repayments 2030
  11283, 8877, 1, // cf_interest_paid 2026
  11284, 8889, 1, // cf_interest_paid 2027
  11285, 8901, 1, // cf_interest_paid 2028
  11286, 8913, 1, // cf_interest_paid 2029
  11287, 8925, 1, // cf_interest_paid 2030
  11290, 8938, 1, // cash_from_financing 2026
  11291, 8950, 1, // cash_from_financing 2027
  11292, 8962, 1, // cash_from_financing 2028
  11293, 8974, 1, // cash_from_financing 2029
  11294, 8986, 1, // cash_from_financing 2030
  11297, 8999, 1, // net_change_in_cash 2026
  11298, 9011, 1, // net_change_in_cash 2027
  11299, 9023, 1, // net_change_in_cash 2028
  11300, 9035, 1, // net_change_in_cash 2029
  11301, 9047, 1, // net_change_in_cash 2030
  11316, 1002, 1, // cash_flow_before_financing 2024
  11317, 1014, 1, // cash_flow_before_financing 2025
  11318, 9182, 1, // cash_flow_before_financing 2026
  11319, 9194, 1, // cash_flow_before_financing 2027
  11320, 9206, 1, // cash_flow_before_financing 2028
  11321, 9218, 1, // cash_flow_before_financing 2029
  11322, 9230, 1, // cash_flow_before_financing 2030
  11325, 9243, 1, // net_burn 2026
  11326, 9255, 1, // net_burn 2027
  11327, 9267, 1, // net_burn 2028
  11328, 9279, 1, // net_burn 2029
  11329, 9291, 1, // net_burn 2030
  11332, 9304, 1, // below_covenant 2026
  11333, 9316, 1, // below_covenant 2027
  11334, 9328, 1, // below_covenant 2028
  11335, 9340, 1, // below_covenant 2029
  11336, 9352, 1, // below_covenant 2030
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
  const vat_rate = m[82]!;
  const vat_liable_revenue_share = m[83]!;
  const input_vat_share = m[84]!;
  const loan_1_amount = m[113]!;
  const loan_1_rate = m[114]!;
  const loan_1_term_months = m[115]!;
  const loan_2_amount = m[118]!;
  const loan_2_rate = m[119]!;
  const loan_2_term_months = m[120]!;

  // Derived values
  const t0 = 1 - $pow(1 - (logo_churn_rate / 100), 1 / 12);
  m[124] = t0 - t0 === 0 ? t0 : NaN; // monthly_logo_churn
  const t1 = (account_expansion_rate - $max(0, (100 - customer_retention_rate) - logo_churn_rate)) / 100;
  m[125] = t1 - t1 === 0 ? t1 : NaN; // account_net_expansion
  const t2 = ((inpatient_saas_per_bed_month + support_24_7_per_bed_month) + ((core_reporting_per_bed_month * core_reporting_attach_rate) / 100)) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100);
  m[126] = t2 - t2 === 0 ? t2 : NaN; // per_bed_module_fee
  const t3 = ((inpatient_saas_per_bed_month + support_24_7_per_bed_month) + core_reporting_per_bed_month) + strategic_reporting_per_bed_month;
  m[127] = t3 - t3 === 0 ? t3 : NaN; // per_bed_list_fee
  const t4 = $max(implementation_fee_min, beds_per_inpatient_client * implementation_fee_per_bed);
  m[128] = t4 - t4 === 0 ? t4 : NaN; // inpatient_implementation_fee
  const t5 = (((revenue_generating_rides_share / 100) * transport_avg_ride_cost) * qrago_revenue_share) / 100;
  m[129] = t5 - t5 === 0 ? t5 : NaN; // transaction_revenue_per_medical_ride
  const t6 = $min(transport_rides_per_client_month, vehicles_per_transport_client * transport_rides_per_vehicle_per_month);
  m[130] = t6 - t6 === 0 ? t6 : NaN; // transport_rides_per_partner
  const t7 = (german_transport_companies * serviceable_transport_share) / 100;
  m[131] = t7 - t7 === 0 ? t7 : NaN; // serviceable_transport_companies
  const t8 = beds_per_inpatient_client * medical_rides_per_bed_per_month;
  m[132] = t8 - t8 === 0 ? t8 : NaN; // inpatient_potential_rides_per_client
  const t9 = 365 / 12;
  m[133] = t9 - t9 === 0 ? t9 : NaN; // days_per_month
  const t10 = 1 + (((vat_rate / 100) * vat_liable_revenue_share) / 100);
  m[134] = t10 - t10 === 0 ? t10 : NaN; // gross_invoice_factor
  const t11 = 1 + (((vat_rate / 100) * input_vat_share) / 100);
  m[135] = t11 - t11 === 0 ? t11 : NaN; // gross_cost_factor
  const t12 = $pow(1 + (loan_1_rate / 1200), loan_1_term_months);
  const t13 = t12 - t12 === 0 ? (t12 === 1 ? 1 : 0) : NaN;
  const t14 = 1 - $pow(1 + (loan_1_rate / 1200), -loan_1_term_months);
  const t15 = t13 === 1 ? (loan_1_term_months === 0 || loan_1_term_months - loan_1_term_months !== 0 ? NaN : loan_1_amount / loan_1_term_months) : t13 === 0 ? (t14 === 0 || t14 - t14 !== 0 ? NaN : ((loan_1_amount * loan_1_rate) / 1200) / t14) : NaN;
  m[136] = t15 - t15 === 0 ? t15 : NaN; // loan_1_annuity
  const t16 = $pow(1 + (loan_2_rate / 1200), loan_2_term_months);
  const t17 = t16 - t16 === 0 ? (t16 === 1 ? 1 : 0) : NaN;
  const t18 = 1 - $pow(1 + (loan_2_rate / 1200), -loan_2_term_months);
  const t19 = t17 === 1 ? (loan_2_term_months === 0 || loan_2_term_months - loan_2_term_months !== 0 ? NaN : loan_2_amount / loan_2_term_months) : t17 === 0 ? (t18 === 0 || t18 - t18 !== 0 ? NaN : ((loan_2_amount * loan_2_rate) / 1200) / t18) : NaN;
  m[137] = t19 - t19 === 0 ? t19 : NaN; // loan_2_annuity
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
  const dso_medical_days = m[76]!;
  const dso_transport_days = m[77]!;
  const factored_invoice_share = m[78]!;
  const factoring_payout_days = m[79]!;
  const annual_billing_share = m[80]!;
  const dpo_days = m[81]!;
  const vat_rate = m[82]!;
  const vat_liable_revenue_share = m[83]!;
  const input_vat_share = m[84]!;
  const vat_filing_extension = m[85]!;
  const it_equipment_per_new_fte = m[86]!;
  const it_equipment_per_fte_year = m[87]!;
  const office_equipment_per_new_fte = m[88]!;
  const capitalised_development_share = m[89]!;
  const corporate_tax_rate_2026 = m[90]!;
  const corporate_tax_rate_2027 = m[91]!;
  const corporate_tax_rate_2028 = m[92]!;
  const corporate_tax_rate_2029 = m[93]!;
  const corporate_tax_rate_2030 = m[94]!;
  const solidarity_surcharge_rate = m[95]!;
  const trade_tax_multiplier = m[96]!;
  const minimum_taxation_2026 = m[97]!;
  const minimum_taxation_2027 = m[98]!;
  const minimum_taxation_2028 = m[99]!;
  const minimum_taxation_2029 = m[100]!;
  const minimum_taxation_2030 = m[101]!;
  const trade_tax_minimum_taxation = m[102]!;
  const tax_settlement_month = m[103]!;
  const loss_forfeiture_8c = m[104]!;
  const loss_forfeiture_month = m[105]!;
  const equity_round_1_month = m[106]!;
  const equity_round_1_amount = m[107]!;
  const equity_round_2_month = m[108]!;
  const equity_round_2_amount = m[109]!;
  const equity_round_3_month = m[110]!;
  const equity_round_3_amount = m[111]!;
  const loan_1_month = m[112]!;
  const loan_1_amount = m[113]!;
  const loan_1_rate = m[114]!;
  const loan_1_term_months = m[115]!;
  const loan_1_type = m[116]!;
  const loan_2_month = m[117]!;
  const loan_2_amount = m[118]!;
  const loan_2_rate = m[119]!;
  const loan_2_term_months = m[120]!;
  const loan_2_type = m[121]!;
  const minimum_cash_covenant = m[122]!;
  const interest_rate_on_cash = m[123]!;
  const monthly_logo_churn = m[124]!;
  const account_net_expansion = m[125]!;
  const per_bed_module_fee = m[126]!;
  const inpatient_implementation_fee = m[128]!;
  const transaction_revenue_per_medical_ride = m[129]!;
  const transport_rides_per_partner = m[130]!;
  const serviceable_transport_companies = m[131]!;
  const inpatient_potential_rides_per_client = m[132]!;
  const days_per_month = m[133]!;
  const gross_invoice_factor = m[134]!;
  const gross_cost_factor = m[135]!;
  const loan_1_annuity = m[136]!;
  const loan_2_annuity = m[137]!;
  const opening_cash_2024 = m[1026]!;
  const capital_injection_2025 = m[1050]!;
  const capital_injection_month = m[1074]!;
  const fixed_assets_2025 = m[1098]!;
  const fixed_assets_2025_life_months = m[1122]!;
  const receivables_2025 = m[1146]!;
  const payables_2025 = m[1170]!;
  const deferred_revenue_2025 = m[1194]!;
  const vat_payable_2025 = m[1218]!;
  const income_tax_payable_2025 = m[1242]!;
  const loans_2025 = m[1266]!;
  const loans_2025_rate = m[1290]!;
  const loans_2025_months = m[1314]!;
  const subscribed_capital_2025 = m[1338]!;
  const capital_reserve_2025 = m[1362]!;
  const tax_loss_carryforward_kst_2025 = m[1386]!;
  const tax_loss_carryforward_gewst_2025 = m[1410]!;

  // Subtrees of monthly and actual formulas that read only drivers: the same in every month
  const hoisted_0 = 1 - monthly_logo_churn;
  const hoisted_1 = 1 - (inpatient_share_of_new_clients / 100);
  const hoisted_2 = ((german_transport_companies * transport_market_penetration_start) / 100) / 12;
  const hoisted_3 = platform_adoption_rate / 100;
  const hoisted_4 = 1 + account_net_expansion;
  const hoisted_5 = ((inpatient_share_of_new_clients / 100) * inpatient_implementation_fee) + ((1 - (inpatient_share_of_new_clients / 100)) * implementation_fee_min);
  const hoisted_6 = 1 + (employee_cost_growth_annual / 100);
  const hoisted_7 = fixed_assets_2025_life_months === 0 || fixed_assets_2025_life_months - fixed_assets_2025_life_months !== 0 ? NaN : fixed_assets_2025 / fixed_assets_2025_life_months;
  const hoisted_8 = 1 - loss_forfeiture_8c;
  const hoisted_9 = 1 + (solidarity_surcharge_rate / 100);
  const hoisted_10 = trade_tax_minimum_taxation / 100;
  const hoisted_11 = $eq(vat_filing_extension, 1);
  const hoisted_12 = loans_2025_months === 0 || loans_2025_months - loans_2025_months !== 0 ? NaN : loans_2025 / loans_2025_months;
  const hoisted_13 = loan_1_term_months + 1;
  const hoisted_14 = loan_1_term_months === 0 || loan_1_term_months - loan_1_term_months !== 0 ? NaN : loan_1_amount / loan_1_term_months;
  const hoisted_15 = loan_2_term_months + 1;
  const hoisted_16 = loan_2_term_months === 0 || loan_2_term_months - loan_2_term_months !== 0 ? NaN : loan_2_amount / loan_2_term_months;
  const hoisted_17 = ((1 - (factored_invoice_share / 100)) * dso_medical_days) + ((factored_invoice_share / 100) * factoring_payout_days);
  const hoisted_18 = ((1 - (factored_invoice_share / 100)) * dso_transport_days) + ((factored_invoice_share / 100) * factoring_payout_days);

  // Actuals: rows computed from the monthly actuals, January 2024
  const t20 = m[210]! + m[234]!;
  m[834] = t20 - t20 === 0 ? t20 : NaN; // medical_clients
  const t21 = (m[210]! * inpatient_potential_rides_per_client) + (m[234]! * outpatient_rides_per_client_month);
  const t22 = t21 - t21 === 0 ? (t21 > 0 ? 1 : 0) : NaN;
  const t23 = t22 === 1 ? (t21 === 0 || t21 - t21 !== 0 ? NaN : m[306]! / t21) : t22 === 0 ? 0 : NaN;
  m[858] = t23 - t23 === 0 ? t23 : NaN; // platform_adoption
  const t24 = 0;
  m[882] = t24 - t24 === 0 ? t24 : NaN; // own_work_capitalised
  const t25 = m[546]! - m[618]!;
  m[906] = t25 - t25 === 0 ? t25 : NaN; // gross_profit_after_hosting
  const t26 = m[138]! - m[138]! === 0 && capital_injection_month - capital_injection_month === 0 ? (m[138]! === capital_injection_month ? 1 : 0) : NaN;
  const t27 = t26 === 1 ? capital_injection_2025 : t26 === 0 ? 0 : NaN;
  const capital_injection = (m[930] = t27 - t27 === 0 ? t27 : NaN);
  const opening_cash = (m[954] = opening_cash_2024 - opening_cash_2024 === 0 ? opening_cash_2024 : NaN);
  const t28 = (opening_cash + m[810]!) + capital_injection;
  const closing_cash = (m[978] = t28 - t28 === 0 ? t28 : NaN);
  const t29 = (closing_cash - opening_cash) - capital_injection;
  m[1002] = t29 - t29 === 0 ? t29 : NaN; // cash_flow_before_financing

  // … and every later actual month
  for (let c = 1; c < 24; c += 1) {
    const t30 = m[210 + c]! + m[234 + c]!;
    m[834 + c] = t30 - t30 === 0 ? t30 : NaN; // medical_clients
    const t31 = (m[210 + c]! * inpatient_potential_rides_per_client) + (m[234 + c]! * outpatient_rides_per_client_month);
    const t32 = t31 - t31 === 0 ? (t31 > 0 ? 1 : 0) : NaN;
    const t33 = t32 === 1 ? (t31 === 0 || t31 - t31 !== 0 ? NaN : m[306 + c]! / t31) : t32 === 0 ? 0 : NaN;
    m[858 + c] = t33 - t33 === 0 ? t33 : NaN; // platform_adoption
    const t34 = 0;
    m[882 + c] = t34 - t34 === 0 ? t34 : NaN; // own_work_capitalised
    const t35 = m[546 + c]! - m[618 + c]!;
    m[906 + c] = t35 - t35 === 0 ? t35 : NaN; // gross_profit_after_hosting
    const t36 = m[138 + c]! - m[138 + c]! === 0 && capital_injection_month - capital_injection_month === 0 ? (m[138 + c]! === capital_injection_month ? 1 : 0) : NaN;
    const t37 = t36 === 1 ? capital_injection_2025 : t36 === 0 ? 0 : NaN;
    const capital_injection = (m[930 + c] = t37 - t37 === 0 ? t37 : NaN);
    const t38 = m[977 + c]!;
    const opening_cash = (m[954 + c] = t38 - t38 === 0 ? t38 : NaN);
    const t39 = (opening_cash + m[810 + c]!) + capital_injection;
    const closing_cash = (m[978 + c] = t39 - t39 === 0 ? t39 : NaN);
    const t40 = (closing_cash - opening_cash) - capital_injection;
    m[1002 + c] = t40 - t40 === 0 ? t40 : NaN; // cash_flow_before_financing
  }

  // Monthly: the opening column (December 2025)
  const t41 = m[185]!;
  m[1739] = t41 - t41 === 0 ? t41 : NaN; // ftes
  const t42 = m[233]! + m[257]!;
  m[1922] = t42 - t42 === 0 ? t42 : NaN; // medical_facilities_won
  const t43 = m[233]!;
  m[2044] = t43 - t43 === 0 ? t43 : NaN; // inpatient_clients
  const t44 = m[257]!;
  m[2105] = t44 - t44 === 0 ? t44 : NaN; // outpatient_clients
  const t45 = m[233]! + m[257]!;
  m[2166] = t45 - t45 === 0 ? t45 : NaN; // medical_clients
  const t46 = m[305]!;
  m[2288] = t46 - t46 === 0 ? t46 : NaN; // transport_clients
  const t47 = (m[233]! * inpatient_potential_rides_per_client) + (m[257]! * outpatient_rides_per_client_month);
  const t48 = t47 === 0 || t47 - t47 !== 0 ? NaN : m[329]! / t47;
  m[2349] = t48 - t48 === 0 ? t48 : NaN; // platform_adoption
  const t49 = 1;
  m[2654] = t49 - t49 === 0 ? t49 : NaN; // medical_revenue_index
  const t50 = 0;
  m[4850] = t50 - t50 === 0 ? t50 : NaN; // cumulative_capex_it
  const t51 = 0;
  m[4972] = t51 - t51 === 0 ? t51 : NaN; // cumulative_capex_office
  const t52 = 0;
  m[5094] = t52 - t52 === 0 ? t52 : NaN; // cumulative_own_work
  const t53 = vat_filing_extension - vat_filing_extension === 0 ? (vat_filing_extension === 1 ? 1 : 0) : NaN;
  const t54 = vat_payable_2025 * (t53 === 1 ? 0.5 : t53 === 0 ? 1 : NaN);
  m[5460] = t54 - t54 === 0 ? t54 : NaN; // vat_net
  m[5582] = vat_payable_2025 - vat_payable_2025 === 0 ? vat_payable_2025 : NaN; // vat_balance
  const t55 = 0;
  m[5704] = t55 - t55 === 0 ? t55 : NaN; // taxable_income_ytd
  const t56 = 0;
  m[5765] = t56 - t56 === 0 ? t56 : NaN; // interest_expense_ytd
  m[5887] = tax_loss_carryforward_kst_2025 - tax_loss_carryforward_kst_2025 === 0 ? tax_loss_carryforward_kst_2025 : NaN; // kst_carryforward_open
  m[6009] = tax_loss_carryforward_kst_2025 - tax_loss_carryforward_kst_2025 === 0 ? tax_loss_carryforward_kst_2025 : NaN; // kst_loss_carryforward
  const t57 = 0;
  m[6070] = t57 - t57 === 0 ? t57 : NaN; // corporate_tax_ytd
  m[6131] = tax_loss_carryforward_gewst_2025 - tax_loss_carryforward_gewst_2025 === 0 ? tax_loss_carryforward_gewst_2025 : NaN; // gewst_carryforward_open
  m[6253] = tax_loss_carryforward_gewst_2025 - tax_loss_carryforward_gewst_2025 === 0 ? tax_loss_carryforward_gewst_2025 : NaN; // gewst_loss_carryforward
  const t58 = 0;
  m[6314] = t58 - t58 === 0 ? t58 : NaN; // trade_tax_ytd
  m[6375] = income_tax_payable_2025 - income_tax_payable_2025 === 0 ? income_tax_payable_2025 : NaN; // income_taxes_ytd
  const t59 = 0;
  m[6436] = t59 - t59 === 0 ? t59 : NaN; // prior_year_income_taxes
  const t60 = 0;
  m[6558] = t60 - t60 === 0 ? t60 : NaN; // tax_prepayments_ytd
  const t61 = 0;
  m[6619] = t61 - t61 === 0 ? t61 : NaN; // prior_year_prepayments
  m[6802] = income_tax_payable_2025 - income_tax_payable_2025 === 0 ? income_tax_payable_2025 : NaN; // tax_balance
  m[7046] = loans_2025 - loans_2025 === 0 ? loans_2025 : NaN; // opening_loans_balance
  const t62 = 0;
  m[7107] = t62 - t62 === 0 ? t62 : NaN; // loan_1_age
  const t63 = 0;
  m[7351] = t63 - t63 === 0 ? t63 : NaN; // loan_1_balance
  const t64 = 0;
  m[7412] = t64 - t64 === 0 ? t64 : NaN; // loan_2_age
  const t65 = 0;
  m[7656] = t65 - t65 === 0 ? t65 : NaN; // loan_2_balance
  const t66 = m[1001]!;
  m[9120] = t66 - t66 === 0 ? t66 : NaN; // closing_cash
  const fixed_assets = (m[9364] = fixed_assets_2025 - fixed_assets_2025 === 0 ? fixed_assets_2025 : NaN);
  const receivables = (m[9425] = receivables_2025 - receivables_2025 === 0 ? receivables_2025 : NaN);
  const t67 = $max(0, -vat_payable_2025) + $max(0, -income_tax_payable_2025);
  const other_receivables = (m[9486] = t67 - t67 === 0 ? t67 : NaN);
  const t68 = m[1001]!;
  const cash = (m[9547] = t68 - t68 === 0 ? t68 : NaN);
  const t69 = ((fixed_assets + receivables) + other_receivables) + cash;
  const total_assets = (m[9608] = t69 - t69 === 0 ? t69 : NaN);
  const payables = (m[9669] = payables_2025 - payables_2025 === 0 ? payables_2025 : NaN);
  const deferred_revenue = (m[9730] = deferred_revenue_2025 - deferred_revenue_2025 === 0 ? deferred_revenue_2025 : NaN);
  const t70 = $max(0, vat_payable_2025);
  const vat_payable = (m[9791] = t70 - t70 === 0 ? t70 : NaN);
  const t71 = $max(0, income_tax_payable_2025);
  const income_tax_payable = (m[9852] = t71 - t71 === 0 ? t71 : NaN);
  const loans = (m[9913] = loans_2025 - loans_2025 === 0 ? loans_2025 : NaN);
  const t72 = (((payables + deferred_revenue) + vat_payable) + income_tax_payable) + loans;
  const total_liabilities = (m[9974] = t72 - t72 === 0 ? t72 : NaN);
  const subscribed_capital = (m[10035] = subscribed_capital_2025 - subscribed_capital_2025 === 0 ? subscribed_capital_2025 : NaN);
  const capital_reserve = (m[10096] = capital_reserve_2025 - capital_reserve_2025 === 0 ? capital_reserve_2025 : NaN);
  const t73 = 0;
  const net_income_ytd = (m[10218] = t73 - t73 === 0 ? t73 : NaN);
  const t74 = (((total_assets - total_liabilities) - subscribed_capital) - capital_reserve) - net_income_ytd;
  const retained_earnings = (m[10157] = t74 - t74 === 0 ? t74 : NaN);
  const t75 = ((subscribed_capital + capital_reserve) + retained_earnings) + net_income_ytd;
  const total_equity = (m[10279] = t75 - t75 === 0 ? t75 : NaN);
  const t76 = total_liabilities + total_equity;
  m[10340] = t76 - t76 === 0 ? t76 : NaN; // total_liabilities_and_equity
  const t77 = (total_assets - total_liabilities) - total_equity;
  m[10401] = t77 - t77 === 0 ? t77 : NaN; // balance_check

  // Monthly: every forecast month, its lines in evaluation order
  for (let c = 1; c < 61; c += 1) {
    const t78 = $chooseIndex(m[1556 + c]!, 5);
    const t79 = t78 === 1 ? fte_plan_2026 : t78 === 2 ? fte_plan_2027 : t78 === 3 ? fte_plan_2028 : t78 === 4 ? fte_plan_2029 : t78 === 5 ? fte_plan_2030 : NaN;
    const ftes = (m[1739 + c] = t79 - t79 === 0 ? t79 : NaN);
    const t80 = fte_plan_2026 === 0 || fte_plan_2026 - fte_plan_2026 !== 0 ? NaN : (sales_team_size * ftes) / fte_plan_2026;
    const sales_reps = (m[1800 + c] = t80 - t80 === 0 ? t80 : NaN);
    const t81 = m[13014 + c]! - m[13014 + c]! === 0 ? (m[13014 + c]! !== 0 ? 1 : 0) : NaN;
    const t82 = m[13197 + c]! === 1 ? (t81 === 1 ? m[12831 + c]! : t81 === 0 ? ((sales_reps * sales_rep_productivity) + ((((m[2165 + c]! * medical_client_growth_rate) / 100) / 12) * $max(0, 1 - (addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : m[1921 + c]! / addressable_medical_facilities)))) : NaN) : ((sales_reps * sales_rep_productivity) + ((((m[2165 + c]! * medical_client_growth_rate) / 100) / 12) * $max(0, 1 - (addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : m[1921 + c]! / addressable_medical_facilities))));
    const onboarded_medical_clients = (m[1861 + c] = t82 - t82 === 0 ? t82 : NaN);
    const t83 = m[1921 + c]! + onboarded_medical_clients;
    m[1922 + c] = t83 - t83 === 0 ? t83 : NaN; // medical_facilities_won
    const t84 = m[13075 + c]! - m[13075 + c]! === 0 ? (m[13075 + c]! !== 0 ? 1 : 0) : NaN;
    const t85 = m[13197 + c]! === 1 ? (t84 === 1 ? m[12892 + c]! : t84 === 0 ? $max(0, (m[11733 + c]! + m[11794 + c]!) - (m[2165 + c]! * hoisted_0)) : NaN) : ((onboarded_medical_clients * onboarding_conversion_rate) / 100);
    const new_medical_clients = (m[1983 + c] = t85 - t85 === 0 ? t85 : NaN);
    const t86 = m[13197 + c]! === 1 ? m[11733 + c]! : ((m[2043 + c]! * hoisted_0) + ((new_medical_clients * inpatient_share_of_new_clients) / 100));
    const inpatient_clients = (m[2044 + c] = t86 - t86 === 0 ? t86 : NaN);
    const t87 = m[13197 + c]! === 1 ? m[11794 + c]! : ((m[2104 + c]! * hoisted_0) + (new_medical_clients * hoisted_1));
    const outpatient_clients = (m[2105 + c] = t87 - t87 === 0 ? t87 : NaN);
    const t88 = inpatient_clients + outpatient_clients;
    const medical_clients = (m[2166 + c] = t88 - t88 === 0 ? t88 : NaN);
    const t89 = m[13136 + c]! - m[13136 + c]! === 0 ? (m[13136 + c]! !== 0 ? 1 : 0) : NaN;
    const t90 = m[13197 + c]! === 1 ? (t89 === 1 ? m[12953 + c]! : t89 === 0 ? $max(0, m[11855 + c]! - (m[2287 + c]! * hoisted_0)) : NaN) : ($max(0, serviceable_transport_companies - (m[2287 + c]! * hoisted_0)) * (1 - $exp(serviceable_transport_companies === 0 || serviceable_transport_companies - serviceable_transport_companies !== 0 ? NaN : (-(((((m[2287 + c]! * transport_client_growth_rate) / 100) / 12) + hoisted_2) + (new_medical_clients * transport_partners_per_new_medical_client))) / serviceable_transport_companies)));
    const new_transport_clients = (m[2227 + c] = t90 - t90 === 0 ? t90 : NaN);
    const t91 = m[13197 + c]! === 1 ? m[11855 + c]! : ((m[2287 + c]! * hoisted_0) + new_transport_clients);
    const transport_clients = (m[2288 + c] = t91 - t91 === 0 ? t91 : NaN);
    const t92 = (m[11733 + c]! * inpatient_potential_rides_per_client) + (m[11794 + c]! * outpatient_rides_per_client_month);
    const t93 = t92 - t92 === 0 ? (t92 > 0 ? 1 : 0) : NaN;
    const t94 = m[13197 + c]! === 1 ? (t93 === 1 ? (t92 === 0 || t92 - t92 !== 0 ? NaN : m[11916 + c]! / t92) : t93 === 0 ? 0 : NaN) : (m[2348 + c]! + (adoption_ramp_months === 0 || adoption_ramp_months - adoption_ramp_months !== 0 ? NaN : (hoisted_3 - m[2348 + c]!) / adoption_ramp_months));
    const platform_adoption = (m[2349 + c] = t94 - t94 === 0 ? t94 : NaN);
    const t95 = (outpatient_clients * outpatient_rides_per_client_month) * platform_adoption;
    const outpatient_rides = (m[2410 + c] = t95 - t95 === 0 ? t95 : NaN);
    const t96 = m[13197 + c]! === 1 ? m[11916 + c]! : (((inpatient_clients * inpatient_potential_rides_per_client) * platform_adoption) + outpatient_rides);
    const medical_rides = (m[2471 + c] = t96 - t96 === 0 ? t96 : NaN);
    const t97 = m[13197 + c]! === 1 ? m[11977 + c]! : (transport_clients * transport_rides_per_partner);
    const transport_rides = (m[2532 + c] = t97 - t97 === 0 ? t97 : NaN);
    const t98 = medical_rides + transport_rides;
    const rides = (m[2593 + c] = t98 - t98 === 0 ? t98 : NaN);
    const t99 = $pow(hoisted_4, m[1617 + c]! / 12);
    const medical_revenue_index = (m[2654 + c] = t99 - t99 === 0 ? t99 : NaN);
    const t100 = m[13197 + c]! === 1 ? m[12038 + c]! : ((onboarded_medical_clients * hoisted_5) + (new_transport_clients * transport_onboarding_fee));
    const one_time_revenue = (m[2715 + c] = t100 - t100 === 0 ? t100 : NaN);
    const t101 = m[13197 + c]! === 1 ? m[12099 + c]! : (medical_revenue_index * ((((inpatient_clients * beds_per_inpatient_client) * per_bed_module_fee) + (outpatient_rides * outpatient_dispatch_saas_per_ride)) + (((medical_clients * premium_conversion_rate) / 100) * medical_premium_monthly_fee)));
    const medical_recurring_revenue = (m[2776 + c] = t101 - t101 === 0 ? t101 : NaN);
    const t102 = m[13197 + c]! === 1 ? m[12160 + c]! : ((transport_rides * outpatient_dispatch_saas_per_ride) + ((transport_clients * vehicles_per_transport_client) * dispatch_software_per_vehicle_month));
    const transport_recurring_revenue = (m[2837 + c] = t102 - t102 === 0 ? t102 : NaN);
    const t103 = medical_recurring_revenue + transport_recurring_revenue;
    const recurring_revenue = (m[2898 + c] = t103 - t103 === 0 ? t103 : NaN);
    const t104 = m[13197 + c]! === 1 ? m[12221 + c]! : (medical_rides * transaction_revenue_per_medical_ride);
    const transaction_revenue = (m[2959 + c] = t104 - t104 === 0 ? t104 : NaN);
    const t105 = (one_time_revenue + recurring_revenue) + transaction_revenue;
    const total_revenue = (m[3020 + c] = t105 - t105 === 0 ? t105 : NaN);
    const t106 = m[13197 + c]! === 1 ? m[12282 + c]! : (((rides * cogs_per_ride) + (medical_clients * customer_success_cost_per_client_month)) + (onboarded_medical_clients * implementation_cost_per_client));
    const cost_of_goods_sold = (m[3081 + c] = t106 - t106 === 0 ? t106 : NaN);
    const t107 = total_revenue - cost_of_goods_sold;
    const gross_profit = (m[3142 + c] = t107 - t107 === 0 ? t107 : NaN);
    const t108 = m[13197 + c]! === 1 ? m[12343 + c]! : (((ftes * avg_cost_per_fte) * $pow(hoisted_6, m[1556 + c]!)) / 12);
    const employees = (m[3203 + c] = t108 - t108 === 0 ? t108 : NaN);
    const t109 = ftes === 0 || ftes - ftes !== 0 ? NaN : (employees * sales_reps) / ftes;
    m[3264 + c] = t109 - t109 === 0 ? t109 : NaN; // sales_team_payroll
    const t110 = m[13197 + c]! === 1 ? m[12404 + c]! : (((onboarded_medical_clients * customer_acquisition_cost) + (new_transport_clients * transport_acquisition_cost)) + marketing_fixed_monthly);
    const sales_marketing = (m[3325 + c] = t110 - t110 === 0 ? t110 : NaN);
    const t111 = m[13197 + c]! === 1 ? m[12465 + c]! : (((rides * hosting_cost_per_ride) + (ftes * licenses_per_fte_month)) + hosting_fixed_monthly);
    const hosting_licenses = (m[3386 + c] = t111 - t111 === 0 ? t111 : NaN);
    const t112 = gross_profit - hosting_licenses;
    m[3447 + c] = t112 - t112 === 0 ? t112 : NaN; // gross_profit_after_hosting
    const t113 = m[13197 + c]! === 1 ? m[12526 + c]! : (ftes * office_cost_per_fte_month);
    const office_infrastructure = (m[3508 + c] = t113 - t113 === 0 ? t113 : NaN);
    const t114 = m[13197 + c]! === 1 ? m[12587 + c]! : (legal_tax_monthly + ((total_revenue * legal_tax_share_of_revenue) / 100));
    const legal_tax = (m[3569 + c] = t114 - t114 === 0 ? t114 : NaN);
    const t115 = m[13197 + c]! === 1 ? m[12648 + c]! : (accounting_monthly + ((((total_revenue * factored_invoice_share) / 100) * bfs_factoring_rate) / 100));
    const bfs_factoring = (m[3630 + c] = t115 - t115 === 0 ? t115 : NaN);
    const t116 = m[13197 + c]! === 1 ? m[12709 + c]! : ((((medical_rides * driver_bonus_gate_share) / 100) * driver_quality_bonus) + (((new_medical_clients * driver_referral_share) / 100) * driver_referral_bonus));
    const bonus_pool_tc = (m[3691 + c] = t116 - t116 === 0 ? t116 : NaN);
    const t117 = m[13197 + c]! === 1 ? m[12770 + c]! : ((transaction_revenue * medical_client_bonus_rate) / 100);
    const bonus_pool_mc = (m[3752 + c] = t117 - t117 === 0 ? t117 : NaN);
    const t118 = 0;
    const rounding_adjustment = (m[3813 + c] = t118 - t118 === 0 ? t118 : NaN);
    const t119 = (((((((employees + sales_marketing) + hosting_licenses) + office_infrastructure) + legal_tax) + bfs_factoring) + bonus_pool_tc) + bonus_pool_mc) + rounding_adjustment;
    const total_operating_expenses = (m[3874 + c] = t119 - t119 === 0 ? t119 : NaN);
    const t120 = (employees * capitalised_development_share) / 100;
    const own_work_capitalised = (m[3935 + c] = t120 - t120 === 0 ? t120 : NaN);
    const t121 = (gross_profit - total_operating_expenses) + own_work_capitalised;
    const ebitda = (m[3996 + c] = t121 - t121 === 0 ? t121 : NaN);
    const t122 = m[1617 + c]! - m[1617 + c]! === 0 && fixed_assets_2025_life_months - fixed_assets_2025_life_months === 0 ? (m[1617 + c]! <= fixed_assets_2025_life_months ? 1 : 0) : NaN;
    const t123 = t122 === 1 ? hoisted_7 : t122 === 0 ? 0 : NaN;
    const depreciation_opening_assets = (m[5216 + c] = t123 - t123 === 0 ? t123 : NaN);
    const t124 = $max(0, ftes - m[1738 + c]!);
    const new_ftes = (m[4606 + c] = t124 - t124 === 0 ? t124 : NaN);
    const t125 = (new_ftes * it_equipment_per_new_fte) + ((ftes * it_equipment_per_fte_year) / 12);
    const capex_it_equipment = (m[4667 + c] = t125 - t125 === 0 ? t125 : NaN);
    const t126 = m[4849 + c]! + capex_it_equipment;
    const cumulative_capex_it = (m[4850 + c] = t126 - t126 === 0 ? t126 : NaN);
    const t127 = (cumulative_capex_it - (c >= 36 ? m[4850 + c - 36]! : 0)) / 36;
    const depreciation_it_equipment = (m[4911 + c] = t127 - t127 === 0 ? t127 : NaN);
    const t128 = new_ftes * office_equipment_per_new_fte;
    const capex_office_equipment = (m[4728 + c] = t128 - t128 === 0 ? t128 : NaN);
    const t129 = m[4971 + c]! + capex_office_equipment;
    const cumulative_capex_office = (m[4972 + c] = t129 - t129 === 0 ? t129 : NaN);
    const t130 = cumulative_capex_office / 156;
    const depreciation_office_equipment = (m[5033 + c] = t130 - t130 === 0 ? t130 : NaN);
    const t131 = m[5093 + c]! + own_work_capitalised;
    const cumulative_own_work = (m[5094 + c] = t131 - t131 === 0 ? t131 : NaN);
    const t132 = cumulative_own_work / 60;
    const amortisation_own_work = (m[5155 + c] = t132 - t132 === 0 ? t132 : NaN);
    const t133 = ((depreciation_opening_assets + depreciation_it_equipment) + depreciation_office_equipment) + amortisation_own_work;
    const depreciation_amortisation = (m[4057 + c] = t133 - t133 === 0 ? t133 : NaN);
    const t134 = ebitda - depreciation_amortisation;
    const ebit = (m[4118 + c] = t134 - t134 === 0 ? t134 : NaN);
    const t135 = (($max(0, m[9119 + c]!) * interest_rate_on_cash) / 100) / 12;
    const interest_income = (m[4179 + c] = t135 - t135 === 0 ? t135 : NaN);
    const t136 = ((m[7045 + c]! * loans_2025_rate) / 100) / 12;
    const opening_loans_interest = (m[6985 + c] = t136 - t136 === 0 ? t136 : NaN);
    const t137 = ((m[7350 + c]! * loan_1_rate) / 100) / 12;
    const loan_1_interest = (m[7229 + c] = t137 - t137 === 0 ? t137 : NaN);
    const t138 = ((m[7655 + c]! * loan_2_rate) / 100) / 12;
    const loan_2_interest = (m[7534 + c] = t138 - t138 === 0 ? t138 : NaN);
    const t139 = (opening_loans_interest + loan_1_interest) + loan_2_interest;
    const interest_expense = (m[4240 + c] = t139 - t139 === 0 ? t139 : NaN);
    const t140 = (ebit + interest_income) - interest_expense;
    const earnings_before_tax = (m[4301 + c] = t140 - t140 === 0 ? t140 : NaN);
    const t141 = (earnings_before_tax - own_work_capitalised) + amortisation_own_work;
    const taxable_income = (m[5643 + c] = t141 - t141 === 0 ? t141 : NaN);
    const t142 = m[1678 + c]! - m[1678 + c]! === 0 ? (m[1678 + c]! === 1 ? 1 : 0) : NaN;
    const t143 = (t142 === 1 ? 0 : t142 === 0 ? m[5703 + c]! : NaN) + taxable_income;
    const taxable_income_ytd = (m[5704 + c] = t143 - t143 === 0 ? t143 : NaN);
    const t144 = m[1495 + c]! - m[1495 + c]! === 0 && loss_forfeiture_month - loss_forfeiture_month === 0 ? (m[1495 + c]! === loss_forfeiture_month ? 1 : 0) : NaN;
    const t145 = (t144 === 1 ? hoisted_8 : t144 === 0 ? 1 : NaN) * (t142 === 1 ? m[6008 + c]! : t142 === 0 ? m[5886 + c]! : NaN);
    const kst_carryforward_open = (m[5887 + c] = t145 - t145 === 0 ? t145 : NaN);
    const t146 = taxable_income_ytd - taxable_income_ytd === 0 ? (taxable_income_ytd > 0 ? 1 : 0) : NaN;
    const t147 = t146 === 1 ? $min(kst_carryforward_open, $min(taxable_income_ytd, 1000000) + (((t78 === 1 ? minimum_taxation_2026 : t78 === 2 ? minimum_taxation_2027 : t78 === 3 ? minimum_taxation_2028 : t78 === 4 ? minimum_taxation_2029 : t78 === 5 ? minimum_taxation_2030 : NaN) / 100) * $max(0, taxable_income_ytd - 1000000))) : t146 === 0 ? 0 : NaN;
    const kst_loss_offset_ytd = (m[5948 + c] = t147 - t147 === 0 ? t147 : NaN);
    const t148 = (($max(0, taxable_income_ytd - kst_loss_offset_ytd) * (t78 === 1 ? corporate_tax_rate_2026 : t78 === 2 ? corporate_tax_rate_2027 : t78 === 3 ? corporate_tax_rate_2028 : t78 === 4 ? corporate_tax_rate_2029 : t78 === 5 ? corporate_tax_rate_2030 : NaN)) / 100) * hoisted_9;
    const corporate_tax_ytd = (m[6070 + c] = t148 - t148 === 0 ? t148 : NaN);
    const t149 = corporate_tax_ytd - (t142 === 1 ? 0 : t142 === 0 ? m[6069 + c]! : NaN);
    const corporate_income_tax = (m[4362 + c] = t149 - t149 === 0 ? t149 : NaN);
    const t150 = (t142 === 1 ? 0 : t142 === 0 ? m[5764 + c]! : NaN) + interest_expense;
    const interest_expense_ytd = (m[5765 + c] = t150 - t150 === 0 ? t150 : NaN);
    const t151 = taxable_income_ytd + (0.25 * $max(0, interest_expense_ytd - 200000));
    const trade_income_ytd = (m[5826 + c] = t151 - t151 === 0 ? t151 : NaN);
    const t152 = (t144 === 1 ? hoisted_8 : t144 === 0 ? 1 : NaN) * (t142 === 1 ? m[6252 + c]! : t142 === 0 ? m[6130 + c]! : NaN);
    const gewst_carryforward_open = (m[6131 + c] = t152 - t152 === 0 ? t152 : NaN);
    const t153 = trade_income_ytd - trade_income_ytd === 0 ? (trade_income_ytd > 0 ? 1 : 0) : NaN;
    const t154 = t153 === 1 ? $min(gewst_carryforward_open, $min(trade_income_ytd, 1000000) + (hoisted_10 * $max(0, trade_income_ytd - 1000000))) : t153 === 0 ? 0 : NaN;
    const gewst_loss_offset_ytd = (m[6192 + c] = t154 - t154 === 0 ? t154 : NaN);
    const t155 = ((($max(0, trade_income_ytd - gewst_loss_offset_ytd) * 3.5) / 100) * trade_tax_multiplier) / 100;
    const trade_tax_ytd = (m[6314 + c] = t155 - t155 === 0 ? t155 : NaN);
    const t156 = trade_tax_ytd - (t142 === 1 ? 0 : t142 === 0 ? m[6313 + c]! : NaN);
    const trade_tax = (m[4423 + c] = t156 - t156 === 0 ? t156 : NaN);
    const t157 = corporate_income_tax + trade_tax;
    const income_taxes = (m[4484 + c] = t157 - t157 === 0 ? t157 : NaN);
    const t158 = earnings_before_tax - income_taxes;
    const net_income = (m[4545 + c] = t158 - t158 === 0 ? t158 : NaN);
    const t159 = capex_it_equipment + capex_office_equipment;
    const capex = (m[4789 + c] = t159 - t159 === 0 ? t159 : NaN);
    const t160 = ((cost_of_goods_sold + total_operating_expenses) - employees) + capex;
    const non_payroll_costs = (m[5277 + c] = t160 - t160 === 0 ? t160 : NaN);
    const t161 = (((total_revenue * vat_rate) / 100) * vat_liable_revenue_share) / 100;
    const output_vat = (m[5338 + c] = t161 - t161 === 0 ? t161 : NaN);
    const t162 = (((non_payroll_costs * vat_rate) / 100) * input_vat_share) / 100;
    const input_vat = (m[5399 + c] = t162 - t162 === 0 ? t162 : NaN);
    const t163 = output_vat - input_vat;
    const vat_net = (m[5460 + c] = t163 - t163 === 0 ? t163 : NaN);
    const t164 = hoisted_11 - hoisted_11 === 0 ? (hoisted_11 !== 0 ? 1 : 0) : NaN;
    const t165 = t164 === 1 ? (m[5581 + c]! - m[5459 + c]!) : t164 === 0 ? m[5581 + c]! : NaN;
    const vat_paid = (m[5521 + c] = t165 - t165 === 0 ? t165 : NaN);
    const t166 = (m[5581 + c]! + vat_net) - vat_paid;
    const vat_balance = (m[5582 + c] = t166 - t166 === 0 ? t166 : NaN);
    const t167 = (kst_carryforward_open - kst_loss_offset_ytd) + $max(0, -taxable_income_ytd);
    m[6009 + c] = t167 - t167 === 0 ? t167 : NaN; // kst_loss_carryforward
    const t168 = (gewst_carryforward_open - gewst_loss_offset_ytd) + $max(0, -trade_income_ytd);
    m[6253 + c] = t168 - t168 === 0 ? t168 : NaN; // gewst_loss_carryforward
    const t169 = corporate_tax_ytd + trade_tax_ytd;
    m[6375 + c] = t169 - t169 === 0 ? t169 : NaN; // income_taxes_ytd
    const t170 = t142 === 1 ? m[6374 + c]! : t142 === 0 ? m[6435 + c]! : NaN;
    const prior_year_income_taxes = (m[6436 + c] = t170 - t170 === 0 ? t170 : NaN);
    const t171 = $chooseIndex(m[1678 + c]!, 12);
    const t172 = ((t171 === 1 ? 0 : t171 === 2 ? 0 : t171 === 3 ? 1 : t171 === 4 ? 0 : t171 === 5 ? 0 : t171 === 6 ? 1 : t171 === 7 ? 0 : t171 === 8 ? 0 : t171 === 9 ? 1 : t171 === 10 ? 0 : t171 === 11 ? 0 : t171 === 12 ? 1 : NaN) * prior_year_income_taxes) / 4;
    const tax_prepayments = (m[6497 + c] = t172 - t172 === 0 ? t172 : NaN);
    const t173 = (t142 === 1 ? 0 : t142 === 0 ? m[6557 + c]! : NaN) + tax_prepayments;
    m[6558 + c] = t173 - t173 === 0 ? t173 : NaN; // tax_prepayments_ytd
    const t174 = t142 === 1 ? m[6557 + c]! : t142 === 0 ? m[6618 + c]! : NaN;
    const prior_year_prepayments = (m[6619 + c] = t174 - t174 === 0 ? t174 : NaN);
    const t175 = m[1678 + c]! - m[1678 + c]! === 0 && tax_settlement_month - tax_settlement_month === 0 ? (m[1678 + c]! === tax_settlement_month ? 1 : 0) : NaN;
    const t176 = t175 === 1 ? (prior_year_income_taxes - prior_year_prepayments) : t175 === 0 ? 0 : NaN;
    const tax_settlement = (m[6680 + c] = t176 - t176 === 0 ? t176 : NaN);
    const t177 = tax_prepayments + tax_settlement;
    const taxes_paid = (m[6741 + c] = t177 - t177 === 0 ? t177 : NaN);
    const t178 = (m[6801 + c]! + income_taxes) - taxes_paid;
    const tax_balance = (m[6802 + c] = t178 - t178 === 0 ? t178 : NaN);
    const t179 = m[1495 + c]! - m[1495 + c]! === 0 && equity_round_1_month - equity_round_1_month === 0 ? (m[1495 + c]! === equity_round_1_month ? 1 : 0) : NaN;
    const t180 = m[1495 + c]! - m[1495 + c]! === 0 && equity_round_2_month - equity_round_2_month === 0 ? (m[1495 + c]! === equity_round_2_month ? 1 : 0) : NaN;
    const t181 = m[1495 + c]! - m[1495 + c]! === 0 && equity_round_3_month - equity_round_3_month === 0 ? (m[1495 + c]! === equity_round_3_month ? 1 : 0) : NaN;
    const t182 = ((t179 === 1 ? equity_round_1_amount : t179 === 0 ? 0 : NaN) + (t180 === 1 ? equity_round_2_amount : t180 === 0 ? 0 : NaN)) + (t181 === 1 ? equity_round_3_amount : t181 === 0 ? 0 : NaN);
    const equity_raised = (m[6863 + c] = t182 - t182 === 0 ? t182 : NaN);
    const t183 = $min(m[7045 + c]!, hoisted_12);
    const opening_loans_repayment = (m[6924 + c] = t183 - t183 === 0 ? t183 : NaN);
    const t184 = m[7045 + c]! - opening_loans_repayment;
    const opening_loans_balance = (m[7046 + c] = t184 - t184 === 0 ? t184 : NaN);
    const t185 = m[1495 + c]! - m[1495 + c]! === 0 && loan_1_month - loan_1_month === 0 ? (m[1495 + c]! === loan_1_month ? 1 : 0) : NaN;
    const t186 = m[7106 + c]! - m[7106 + c]! === 0 ? (m[7106 + c]! > 0 ? 1 : 0) : NaN;
    const t187 = t185 === 1 ? 1 : t185 === 0 ? (t186 === 1 ? (m[7106 + c]! + 1) : t186 === 0 ? 0 : NaN) : NaN;
    const loan_1_age = (m[7107 + c] = t187 - t187 === 0 ? t187 : NaN);
    const t188 = t185 === 1 ? loan_1_amount : t185 === 0 ? 0 : NaN;
    const loan_1_draw = (m[7168 + c] = t188 - t188 === 0 ? t188 : NaN);
    const t189 = loan_1_age - loan_1_age === 0 ? (loan_1_age > 1 ? 1 : 0) : NaN;
    const t190 = loan_1_age - loan_1_age === 0 && hoisted_13 - hoisted_13 === 0 ? (loan_1_age === hoisted_13 ? 1 : 0) : NaN;
    const t191 = loan_1_age - loan_1_age === 0 && hoisted_13 - hoisted_13 === 0 ? (loan_1_age <= hoisted_13 ? 1 : 0) : NaN;
    const t192 = $chooseIndex(loan_1_type, 3);
    const t193 = t189 === 1 ? (t192 === 1 ? (t190 === 1 ? m[7350 + c]! : t190 === 0 ? 0 : NaN) : t192 === 2 ? (t190 === 1 ? m[7350 + c]! : t190 === 0 ? (t191 === 1 ? $min(m[7350 + c]!, loan_1_annuity - loan_1_interest) : t191 === 0 ? 0 : NaN) : NaN) : t192 === 3 ? (t190 === 1 ? m[7350 + c]! : t190 === 0 ? (t191 === 1 ? $min(m[7350 + c]!, hoisted_14) : t191 === 0 ? 0 : NaN) : NaN) : NaN) : t189 === 0 ? 0 : NaN;
    const loan_1_repayment = (m[7290 + c] = t193 - t193 === 0 ? t193 : NaN);
    const t194 = (m[7350 + c]! + loan_1_draw) - loan_1_repayment;
    const loan_1_balance = (m[7351 + c] = t194 - t194 === 0 ? t194 : NaN);
    const t195 = m[1495 + c]! - m[1495 + c]! === 0 && loan_2_month - loan_2_month === 0 ? (m[1495 + c]! === loan_2_month ? 1 : 0) : NaN;
    const t196 = m[7411 + c]! - m[7411 + c]! === 0 ? (m[7411 + c]! > 0 ? 1 : 0) : NaN;
    const t197 = t195 === 1 ? 1 : t195 === 0 ? (t196 === 1 ? (m[7411 + c]! + 1) : t196 === 0 ? 0 : NaN) : NaN;
    const loan_2_age = (m[7412 + c] = t197 - t197 === 0 ? t197 : NaN);
    const t198 = t195 === 1 ? loan_2_amount : t195 === 0 ? 0 : NaN;
    const loan_2_draw = (m[7473 + c] = t198 - t198 === 0 ? t198 : NaN);
    const t199 = loan_2_age - loan_2_age === 0 ? (loan_2_age > 1 ? 1 : 0) : NaN;
    const t200 = loan_2_age - loan_2_age === 0 && hoisted_15 - hoisted_15 === 0 ? (loan_2_age === hoisted_15 ? 1 : 0) : NaN;
    const t201 = loan_2_age - loan_2_age === 0 && hoisted_15 - hoisted_15 === 0 ? (loan_2_age <= hoisted_15 ? 1 : 0) : NaN;
    const t202 = $chooseIndex(loan_2_type, 3);
    const t203 = t199 === 1 ? (t202 === 1 ? (t200 === 1 ? m[7655 + c]! : t200 === 0 ? 0 : NaN) : t202 === 2 ? (t200 === 1 ? m[7655 + c]! : t200 === 0 ? (t201 === 1 ? $min(m[7655 + c]!, loan_2_annuity - loan_2_interest) : t201 === 0 ? 0 : NaN) : NaN) : t202 === 3 ? (t200 === 1 ? m[7655 + c]! : t200 === 0 ? (t201 === 1 ? $min(m[7655 + c]!, hoisted_16) : t201 === 0 ? 0 : NaN) : NaN) : NaN) : t199 === 0 ? 0 : NaN;
    const loan_2_repayment = (m[7595 + c] = t203 - t203 === 0 ? t203 : NaN);
    const t204 = (m[7655 + c]! + loan_2_draw) - loan_2_repayment;
    const loan_2_balance = (m[7656 + c] = t204 - t204 === 0 ? t204 : NaN);
    const t205 = loan_1_draw + loan_2_draw;
    const loan_draws = (m[7717 + c] = t205 - t205 === 0 ? t205 : NaN);
    const t206 = (opening_loans_repayment + loan_1_repayment) + loan_2_repayment;
    const loan_repayments = (m[7778 + c] = t206 - t206 === 0 ? t206 : NaN);
    const cf_net_income = (m[7839 + c] = net_income - net_income === 0 ? net_income : NaN);
    const cf_depreciation = (m[7900 + c] = depreciation_amortisation - depreciation_amortisation === 0 ? depreciation_amortisation : NaN);
    const t207 = days_per_month === 0 || days_per_month - days_per_month !== 0 ? NaN : (gross_invoice_factor * (((one_time_revenue + medical_recurring_revenue) * hoisted_17) + ((transport_recurring_revenue + transaction_revenue) * hoisted_18))) / days_per_month;
    const receivables = (m[9425 + c] = t207 - t207 === 0 ? t207 : NaN);
    const t208 = m[9424 + c]! - receivables;
    const cf_change_receivables = (m[7961 + c] = t208 - t208 === 0 ? t208 : NaN);
    const t209 = days_per_month === 0 || days_per_month - days_per_month !== 0 ? NaN : ((non_payroll_costs * gross_cost_factor) * dpo_days) / days_per_month;
    const payables = (m[9669 + c] = t209 - t209 === 0 ? t209 : NaN);
    const t210 = payables - m[9668 + c]!;
    const cf_change_payables = (m[8022 + c] = t210 - t210 === 0 ? t210 : NaN);
    const t211 = ((recurring_revenue * annual_billing_share) / 100) * 5.5;
    const deferred_revenue = (m[9730 + c] = t211 - t211 === 0 ? t211 : NaN);
    const t212 = deferred_revenue - m[9729 + c]!;
    const cf_change_deferred_revenue = (m[8083 + c] = t212 - t212 === 0 ? t212 : NaN);
    const t213 = vat_balance - m[5581 + c]!;
    const cf_change_vat = (m[8144 + c] = t213 - t213 === 0 ? t213 : NaN);
    const t214 = interest_expense - interest_income;
    const cf_interest_result = (m[8205 + c] = t214 - t214 === 0 ? t214 : NaN);
    const cf_income_tax_expense = (m[8266 + c] = income_taxes - income_taxes === 0 ? income_taxes : NaN);
    const t215 = -taxes_paid;
    const cf_income_taxes_paid = (m[8327 + c] = t215 - t215 === 0 ? t215 : NaN);
    const t216 = (((((((cf_net_income + cf_depreciation) + cf_change_receivables) + cf_change_payables) + cf_change_deferred_revenue) + cf_change_vat) + cf_interest_result) + cf_income_tax_expense) + cf_income_taxes_paid;
    const cash_from_operations = (m[8388 + c] = t216 - t216 === 0 ? t216 : NaN);
    const t217 = -capex;
    const cf_capex = (m[8449 + c] = t217 - t217 === 0 ? t217 : NaN);
    const t218 = -own_work_capitalised;
    const cf_capitalised_development = (m[8510 + c] = t218 - t218 === 0 ? t218 : NaN);
    const cf_interest_received = (m[8571 + c] = interest_income - interest_income === 0 ? interest_income : NaN);
    const t219 = (cf_capex + cf_capitalised_development) + cf_interest_received;
    const cash_from_investing = (m[8632 + c] = t219 - t219 === 0 ? t219 : NaN);
    const cf_equity_raised = (m[8693 + c] = equity_raised - equity_raised === 0 ? equity_raised : NaN);
    const cf_loan_draws = (m[8754 + c] = loan_draws - loan_draws === 0 ? loan_draws : NaN);
    const t220 = -loan_repayments;
    const cf_loan_repayments = (m[8815 + c] = t220 - t220 === 0 ? t220 : NaN);
    const t221 = -interest_expense;
    const cf_interest_paid = (m[8876 + c] = t221 - t221 === 0 ? t221 : NaN);
    const t222 = ((cf_equity_raised + cf_loan_draws) + cf_loan_repayments) + cf_interest_paid;
    const cash_from_financing = (m[8937 + c] = t222 - t222 === 0 ? t222 : NaN);
    const t223 = (cash_from_operations + cash_from_investing) + cash_from_financing;
    const net_change_in_cash = (m[8998 + c] = t223 - t223 === 0 ? t223 : NaN);
    const t224 = m[9119 + c]!;
    const opening_cash = (m[9059 + c] = t224 - t224 === 0 ? t224 : NaN);
    const t225 = opening_cash + net_change_in_cash;
    const closing_cash = (m[9120 + c] = t225 - t225 === 0 ? t225 : NaN);
    const t226 = ((net_change_in_cash - equity_raised) - loan_draws) + loan_repayments;
    const cash_flow_before_financing = (m[9181 + c] = t226 - t226 === 0 ? t226 : NaN);
    const t227 = $max(0, -cash_flow_before_financing);
    m[9242 + c] = t227 - t227 === 0 ? t227 : NaN; // net_burn
    const t228 = closing_cash - closing_cash === 0 && minimum_cash_covenant - minimum_cash_covenant === 0 ? (closing_cash < minimum_cash_covenant ? 1 : 0) : NaN;
    const t229 = t228 === 1 ? 1 : t228 === 0 ? 0 : NaN;
    m[9303 + c] = t229 - t229 === 0 ? t229 : NaN; // below_covenant
    const t230 = ((m[9363 + c]! + capex) + own_work_capitalised) - depreciation_amortisation;
    const fixed_assets = (m[9364 + c] = t230 - t230 === 0 ? t230 : NaN);
    const t231 = $max(0, -vat_balance) + $max(0, -tax_balance);
    const other_receivables = (m[9486 + c] = t231 - t231 === 0 ? t231 : NaN);
    const cash = (m[9547 + c] = closing_cash - closing_cash === 0 ? closing_cash : NaN);
    const t232 = ((fixed_assets + receivables) + other_receivables) + cash;
    const total_assets = (m[9608 + c] = t232 - t232 === 0 ? t232 : NaN);
    const t233 = $max(0, vat_balance);
    const vat_payable = (m[9791 + c] = t233 - t233 === 0 ? t233 : NaN);
    const t234 = $max(0, tax_balance);
    const income_tax_payable = (m[9852 + c] = t234 - t234 === 0 ? t234 : NaN);
    const t235 = (opening_loans_balance + loan_1_balance) + loan_2_balance;
    const loans = (m[9913 + c] = t235 - t235 === 0 ? t235 : NaN);
    const t236 = (((payables + deferred_revenue) + vat_payable) + income_tax_payable) + loans;
    const total_liabilities = (m[9974 + c] = t236 - t236 === 0 ? t236 : NaN);
    const t237 = m[10034 + c]!;
    const subscribed_capital = (m[10035 + c] = t237 - t237 === 0 ? t237 : NaN);
    const t238 = m[10095 + c]! + equity_raised;
    const capital_reserve = (m[10096 + c] = t238 - t238 === 0 ? t238 : NaN);
    const t239 = m[10156 + c]! + (t142 === 1 ? m[10217 + c]! : t142 === 0 ? 0 : NaN);
    const retained_earnings = (m[10157 + c] = t239 - t239 === 0 ? t239 : NaN);
    const t240 = (t142 === 1 ? 0 : t142 === 0 ? m[10217 + c]! : NaN) + net_income;
    const net_income_ytd = (m[10218 + c] = t240 - t240 === 0 ? t240 : NaN);
    const t241 = ((subscribed_capital + capital_reserve) + retained_earnings) + net_income_ytd;
    const total_equity = (m[10279 + c] = t241 - t241 === 0 ? t241 : NaN);
    const t242 = total_liabilities + total_equity;
    m[10340 + c] = t242 - t242 === 0 ? t242 : NaN; // total_liabilities_and_equity
    const t243 = (total_assets - total_liabilities) - total_equity;
    m[10401 + c] = t243 - t243 === 0 ? t243 : NaN; // balance_check
  }
}

/** Every line aggregated per year: SUM or AVERAGE of the twelve months, or the first or last month. */
function annualLines(m: Float64Array): void {

  // SUM and AVERAGE
  for (let k = 0; k < TWELVE_MONTHS.length; k += 3) {
    m[TWELVE_MONTHS[k]!] = $twelveMonths(m, TWELVE_MONTHS[k + 1]!, TWELVE_MONTHS[k + 2]!);
  }

  // First or last month
  m[10484] = m[1922]!; // medical_facilities_won 2025
  m[10485] = m[1934]!; // medical_facilities_won 2026
  m[10486] = m[1946]!; // medical_facilities_won 2027
  m[10487] = m[1958]!; // medical_facilities_won 2028
  m[10488] = m[1970]!; // medical_facilities_won 2029
  m[10489] = m[1982]!; // medical_facilities_won 2030
  m[10497] = m[221]!; // inpatient_clients 2024
  m[10498] = m[233]!; // inpatient_clients 2025
  m[10499] = m[2056]!; // inpatient_clients 2026
  m[10500] = m[2068]!; // inpatient_clients 2027
  m[10501] = m[2080]!; // inpatient_clients 2028
  m[10502] = m[2092]!; // inpatient_clients 2029
  m[10503] = m[2104]!; // inpatient_clients 2030
  m[10504] = m[245]!; // outpatient_clients 2024
  m[10505] = m[257]!; // outpatient_clients 2025
  m[10506] = m[2117]!; // outpatient_clients 2026
  m[10507] = m[2129]!; // outpatient_clients 2027
  m[10508] = m[2141]!; // outpatient_clients 2028
  m[10509] = m[2153]!; // outpatient_clients 2029
  m[10510] = m[2165]!; // outpatient_clients 2030
  m[10511] = m[845]!; // medical_clients 2024
  m[10512] = m[857]!; // medical_clients 2025
  m[10513] = m[2178]!; // medical_clients 2026
  m[10514] = m[2190]!; // medical_clients 2027
  m[10515] = m[2202]!; // medical_clients 2028
  m[10516] = m[2214]!; // medical_clients 2029
  m[10517] = m[2226]!; // medical_clients 2030
  m[10525] = m[293]!; // transport_clients 2024
  m[10526] = m[305]!; // transport_clients 2025
  m[10527] = m[2300]!; // transport_clients 2026
  m[10528] = m[2312]!; // transport_clients 2027
  m[10529] = m[2324]!; // transport_clients 2028
  m[10530] = m[2336]!; // transport_clients 2029
  m[10531] = m[2348]!; // transport_clients 2030
  m[10568] = m[2654]!; // medical_revenue_index 2025
  m[10569] = m[2666]!; // medical_revenue_index 2026
  m[10570] = m[2678]!; // medical_revenue_index 2027
  m[10571] = m[2690]!; // medical_revenue_index 2028
  m[10572] = m[2702]!; // medical_revenue_index 2029
  m[10573] = m[2714]!; // medical_revenue_index 2030
  m[10820] = m[4850]!; // cumulative_capex_it 2025
  m[10821] = m[4862]!; // cumulative_capex_it 2026
  m[10822] = m[4874]!; // cumulative_capex_it 2027
  m[10823] = m[4886]!; // cumulative_capex_it 2028
  m[10824] = m[4898]!; // cumulative_capex_it 2029
  m[10825] = m[4910]!; // cumulative_capex_it 2030
  m[10834] = m[4972]!; // cumulative_capex_office 2025
  m[10835] = m[4984]!; // cumulative_capex_office 2026
  m[10836] = m[4996]!; // cumulative_capex_office 2027
  m[10837] = m[5008]!; // cumulative_capex_office 2028
  m[10838] = m[5020]!; // cumulative_capex_office 2029
  m[10839] = m[5032]!; // cumulative_capex_office 2030
  m[10848] = m[5094]!; // cumulative_own_work 2025
  m[10849] = m[5106]!; // cumulative_own_work 2026
  m[10850] = m[5118]!; // cumulative_own_work 2027
  m[10851] = m[5130]!; // cumulative_own_work 2028
  m[10852] = m[5142]!; // cumulative_own_work 2029
  m[10853] = m[5154]!; // cumulative_own_work 2030
  m[10904] = m[5582]!; // vat_balance 2025
  m[10905] = m[5594]!; // vat_balance 2026
  m[10906] = m[5606]!; // vat_balance 2027
  m[10907] = m[5618]!; // vat_balance 2028
  m[10908] = m[5630]!; // vat_balance 2029
  m[10909] = m[5642]!; // vat_balance 2030
  m[10918] = m[5704]!; // taxable_income_ytd 2025
  m[10919] = m[5716]!; // taxable_income_ytd 2026
  m[10920] = m[5728]!; // taxable_income_ytd 2027
  m[10921] = m[5740]!; // taxable_income_ytd 2028
  m[10922] = m[5752]!; // taxable_income_ytd 2029
  m[10923] = m[5764]!; // taxable_income_ytd 2030
  m[10925] = m[5765]!; // interest_expense_ytd 2025
  m[10926] = m[5777]!; // interest_expense_ytd 2026
  m[10927] = m[5789]!; // interest_expense_ytd 2027
  m[10928] = m[5801]!; // interest_expense_ytd 2028
  m[10929] = m[5813]!; // interest_expense_ytd 2029
  m[10930] = m[5825]!; // interest_expense_ytd 2030
  m[10933] = m[5838]!; // trade_income_ytd 2026
  m[10934] = m[5850]!; // trade_income_ytd 2027
  m[10935] = m[5862]!; // trade_income_ytd 2028
  m[10936] = m[5874]!; // trade_income_ytd 2029
  m[10937] = m[5886]!; // trade_income_ytd 2030
  m[10939] = m[5887]!; // kst_carryforward_open 2025
  m[10940] = m[5899]!; // kst_carryforward_open 2026
  m[10941] = m[5911]!; // kst_carryforward_open 2027
  m[10942] = m[5923]!; // kst_carryforward_open 2028
  m[10943] = m[5935]!; // kst_carryforward_open 2029
  m[10944] = m[5947]!; // kst_carryforward_open 2030
  m[10947] = m[5960]!; // kst_loss_offset_ytd 2026
  m[10948] = m[5972]!; // kst_loss_offset_ytd 2027
  m[10949] = m[5984]!; // kst_loss_offset_ytd 2028
  m[10950] = m[5996]!; // kst_loss_offset_ytd 2029
  m[10951] = m[6008]!; // kst_loss_offset_ytd 2030
  m[10953] = m[6009]!; // kst_loss_carryforward 2025
  m[10954] = m[6021]!; // kst_loss_carryforward 2026
  m[10955] = m[6033]!; // kst_loss_carryforward 2027
  m[10956] = m[6045]!; // kst_loss_carryforward 2028
  m[10957] = m[6057]!; // kst_loss_carryforward 2029
  m[10958] = m[6069]!; // kst_loss_carryforward 2030
  m[10960] = m[6070]!; // corporate_tax_ytd 2025
  m[10961] = m[6082]!; // corporate_tax_ytd 2026
  m[10962] = m[6094]!; // corporate_tax_ytd 2027
  m[10963] = m[6106]!; // corporate_tax_ytd 2028
  m[10964] = m[6118]!; // corporate_tax_ytd 2029
  m[10965] = m[6130]!; // corporate_tax_ytd 2030
  m[10967] = m[6131]!; // gewst_carryforward_open 2025
  m[10968] = m[6143]!; // gewst_carryforward_open 2026
  m[10969] = m[6155]!; // gewst_carryforward_open 2027
  m[10970] = m[6167]!; // gewst_carryforward_open 2028
  m[10971] = m[6179]!; // gewst_carryforward_open 2029
  m[10972] = m[6191]!; // gewst_carryforward_open 2030
  m[10975] = m[6204]!; // gewst_loss_offset_ytd 2026
  m[10976] = m[6216]!; // gewst_loss_offset_ytd 2027
  m[10977] = m[6228]!; // gewst_loss_offset_ytd 2028
  m[10978] = m[6240]!; // gewst_loss_offset_ytd 2029
  m[10979] = m[6252]!; // gewst_loss_offset_ytd 2030
  m[10981] = m[6253]!; // gewst_loss_carryforward 2025
  m[10982] = m[6265]!; // gewst_loss_carryforward 2026
  m[10983] = m[6277]!; // gewst_loss_carryforward 2027
  m[10984] = m[6289]!; // gewst_loss_carryforward 2028
  m[10985] = m[6301]!; // gewst_loss_carryforward 2029
  m[10986] = m[6313]!; // gewst_loss_carryforward 2030
  m[10988] = m[6314]!; // trade_tax_ytd 2025
  m[10989] = m[6326]!; // trade_tax_ytd 2026
  m[10990] = m[6338]!; // trade_tax_ytd 2027
  m[10991] = m[6350]!; // trade_tax_ytd 2028
  m[10992] = m[6362]!; // trade_tax_ytd 2029
  m[10993] = m[6374]!; // trade_tax_ytd 2030
  m[10995] = m[6375]!; // income_taxes_ytd 2025
  m[10996] = m[6387]!; // income_taxes_ytd 2026
  m[10997] = m[6399]!; // income_taxes_ytd 2027
  m[10998] = m[6411]!; // income_taxes_ytd 2028
  m[10999] = m[6423]!; // income_taxes_ytd 2029
  m[11000] = m[6435]!; // income_taxes_ytd 2030
  m[11002] = m[6436]!; // prior_year_income_taxes 2025
  m[11003] = m[6448]!; // prior_year_income_taxes 2026
  m[11004] = m[6460]!; // prior_year_income_taxes 2027
  m[11005] = m[6472]!; // prior_year_income_taxes 2028
  m[11006] = m[6484]!; // prior_year_income_taxes 2029
  m[11007] = m[6496]!; // prior_year_income_taxes 2030
  m[11016] = m[6558]!; // tax_prepayments_ytd 2025
  m[11017] = m[6570]!; // tax_prepayments_ytd 2026
  m[11018] = m[6582]!; // tax_prepayments_ytd 2027
  m[11019] = m[6594]!; // tax_prepayments_ytd 2028
  m[11020] = m[6606]!; // tax_prepayments_ytd 2029
  m[11021] = m[6618]!; // tax_prepayments_ytd 2030
  m[11023] = m[6619]!; // prior_year_prepayments 2025
  m[11024] = m[6631]!; // prior_year_prepayments 2026
  m[11025] = m[6643]!; // prior_year_prepayments 2027
  m[11026] = m[6655]!; // prior_year_prepayments 2028
  m[11027] = m[6667]!; // prior_year_prepayments 2029
  m[11028] = m[6679]!; // prior_year_prepayments 2030
  m[11044] = m[6802]!; // tax_balance 2025
  m[11045] = m[6814]!; // tax_balance 2026
  m[11046] = m[6826]!; // tax_balance 2027
  m[11047] = m[6838]!; // tax_balance 2028
  m[11048] = m[6850]!; // tax_balance 2029
  m[11049] = m[6862]!; // tax_balance 2030
  m[11072] = m[7046]!; // opening_loans_balance 2025
  m[11073] = m[7058]!; // opening_loans_balance 2026
  m[11074] = m[7070]!; // opening_loans_balance 2027
  m[11075] = m[7082]!; // opening_loans_balance 2028
  m[11076] = m[7094]!; // opening_loans_balance 2029
  m[11077] = m[7106]!; // opening_loans_balance 2030
  m[11079] = m[7107]!; // loan_1_age 2025
  m[11080] = m[7119]!; // loan_1_age 2026
  m[11081] = m[7131]!; // loan_1_age 2027
  m[11082] = m[7143]!; // loan_1_age 2028
  m[11083] = m[7155]!; // loan_1_age 2029
  m[11084] = m[7167]!; // loan_1_age 2030
  m[11107] = m[7351]!; // loan_1_balance 2025
  m[11108] = m[7363]!; // loan_1_balance 2026
  m[11109] = m[7375]!; // loan_1_balance 2027
  m[11110] = m[7387]!; // loan_1_balance 2028
  m[11111] = m[7399]!; // loan_1_balance 2029
  m[11112] = m[7411]!; // loan_1_balance 2030
  m[11114] = m[7412]!; // loan_2_age 2025
  m[11115] = m[7424]!; // loan_2_age 2026
  m[11116] = m[7436]!; // loan_2_age 2027
  m[11117] = m[7448]!; // loan_2_age 2028
  m[11118] = m[7460]!; // loan_2_age 2029
  m[11119] = m[7472]!; // loan_2_age 2030
  m[11142] = m[7656]!; // loan_2_balance 2025
  m[11143] = m[7668]!; // loan_2_balance 2026
  m[11144] = m[7680]!; // loan_2_balance 2027
  m[11145] = m[7692]!; // loan_2_balance 2028
  m[11146] = m[7704]!; // loan_2_balance 2029
  m[11147] = m[7716]!; // loan_2_balance 2030
  m[11302] = m[954]!; // opening_cash 2024
  m[11303] = m[966]!; // opening_cash 2025
  m[11304] = m[9060]!; // opening_cash 2026
  m[11305] = m[9072]!; // opening_cash 2027
  m[11306] = m[9084]!; // opening_cash 2028
  m[11307] = m[9096]!; // opening_cash 2029
  m[11308] = m[9108]!; // opening_cash 2030
  m[11309] = m[989]!; // closing_cash 2024
  m[11310] = m[1001]!; // closing_cash 2025
  m[11311] = m[9132]!; // closing_cash 2026
  m[11312] = m[9144]!; // closing_cash 2027
  m[11313] = m[9156]!; // closing_cash 2028
  m[11314] = m[9168]!; // closing_cash 2029
  m[11315] = m[9180]!; // closing_cash 2030
  m[11338] = m[9364]!; // fixed_assets 2025
  m[11339] = m[9376]!; // fixed_assets 2026
  m[11340] = m[9388]!; // fixed_assets 2027
  m[11341] = m[9400]!; // fixed_assets 2028
  m[11342] = m[9412]!; // fixed_assets 2029
  m[11343] = m[9424]!; // fixed_assets 2030
  m[11345] = m[9425]!; // receivables 2025
  m[11346] = m[9437]!; // receivables 2026
  m[11347] = m[9449]!; // receivables 2027
  m[11348] = m[9461]!; // receivables 2028
  m[11349] = m[9473]!; // receivables 2029
  m[11350] = m[9485]!; // receivables 2030
  m[11352] = m[9486]!; // other_receivables 2025
  m[11353] = m[9498]!; // other_receivables 2026
  m[11354] = m[9510]!; // other_receivables 2027
  m[11355] = m[9522]!; // other_receivables 2028
  m[11356] = m[9534]!; // other_receivables 2029
  m[11357] = m[9546]!; // other_receivables 2030
  m[11359] = m[9547]!; // cash 2025
  m[11360] = m[9559]!; // cash 2026
  m[11361] = m[9571]!; // cash 2027
  m[11362] = m[9583]!; // cash 2028
  m[11363] = m[9595]!; // cash 2029
  m[11364] = m[9607]!; // cash 2030
  m[11366] = m[9608]!; // total_assets 2025
  m[11367] = m[9620]!; // total_assets 2026
  m[11368] = m[9632]!; // total_assets 2027
  m[11369] = m[9644]!; // total_assets 2028
  m[11370] = m[9656]!; // total_assets 2029
  m[11371] = m[9668]!; // total_assets 2030
  m[11373] = m[9669]!; // payables 2025
  m[11374] = m[9681]!; // payables 2026
  m[11375] = m[9693]!; // payables 2027
  m[11376] = m[9705]!; // payables 2028
  m[11377] = m[9717]!; // payables 2029
  m[11378] = m[9729]!; // payables 2030
  m[11380] = m[9730]!; // deferred_revenue 2025
  m[11381] = m[9742]!; // deferred_revenue 2026
  m[11382] = m[9754]!; // deferred_revenue 2027
  m[11383] = m[9766]!; // deferred_revenue 2028
  m[11384] = m[9778]!; // deferred_revenue 2029
  m[11385] = m[9790]!; // deferred_revenue 2030
  m[11387] = m[9791]!; // vat_payable 2025
  m[11388] = m[9803]!; // vat_payable 2026
  m[11389] = m[9815]!; // vat_payable 2027
  m[11390] = m[9827]!; // vat_payable 2028
  m[11391] = m[9839]!; // vat_payable 2029
  m[11392] = m[9851]!; // vat_payable 2030
  m[11394] = m[9852]!; // income_tax_payable 2025
  m[11395] = m[9864]!; // income_tax_payable 2026
  m[11396] = m[9876]!; // income_tax_payable 2027
  m[11397] = m[9888]!; // income_tax_payable 2028
  m[11398] = m[9900]!; // income_tax_payable 2029
  m[11399] = m[9912]!; // income_tax_payable 2030
  m[11401] = m[9913]!; // loans 2025
  m[11402] = m[9925]!; // loans 2026
  m[11403] = m[9937]!; // loans 2027
  m[11404] = m[9949]!; // loans 2028
  m[11405] = m[9961]!; // loans 2029
  m[11406] = m[9973]!; // loans 2030
  m[11408] = m[9974]!; // total_liabilities 2025
  m[11409] = m[9986]!; // total_liabilities 2026
  m[11410] = m[9998]!; // total_liabilities 2027
  m[11411] = m[10010]!; // total_liabilities 2028
  m[11412] = m[10022]!; // total_liabilities 2029
  m[11413] = m[10034]!; // total_liabilities 2030
  m[11415] = m[10035]!; // subscribed_capital 2025
  m[11416] = m[10047]!; // subscribed_capital 2026
  m[11417] = m[10059]!; // subscribed_capital 2027
  m[11418] = m[10071]!; // subscribed_capital 2028
  m[11419] = m[10083]!; // subscribed_capital 2029
  m[11420] = m[10095]!; // subscribed_capital 2030
  m[11422] = m[10096]!; // capital_reserve 2025
  m[11423] = m[10108]!; // capital_reserve 2026
  m[11424] = m[10120]!; // capital_reserve 2027
  m[11425] = m[10132]!; // capital_reserve 2028
  m[11426] = m[10144]!; // capital_reserve 2029
  m[11427] = m[10156]!; // capital_reserve 2030
  m[11429] = m[10157]!; // retained_earnings 2025
  m[11430] = m[10169]!; // retained_earnings 2026
  m[11431] = m[10181]!; // retained_earnings 2027
  m[11432] = m[10193]!; // retained_earnings 2028
  m[11433] = m[10205]!; // retained_earnings 2029
  m[11434] = m[10217]!; // retained_earnings 2030
  m[11436] = m[10218]!; // net_income_ytd 2025
  m[11437] = m[10230]!; // net_income_ytd 2026
  m[11438] = m[10242]!; // net_income_ytd 2027
  m[11439] = m[10254]!; // net_income_ytd 2028
  m[11440] = m[10266]!; // net_income_ytd 2029
  m[11441] = m[10278]!; // net_income_ytd 2030
  m[11443] = m[10279]!; // total_equity 2025
  m[11444] = m[10291]!; // total_equity 2026
  m[11445] = m[10303]!; // total_equity 2027
  m[11446] = m[10315]!; // total_equity 2028
  m[11447] = m[10327]!; // total_equity 2029
  m[11448] = m[10339]!; // total_equity 2030
  m[11450] = m[10340]!; // total_liabilities_and_equity 2025
  m[11451] = m[10352]!; // total_liabilities_and_equity 2026
  m[11452] = m[10364]!; // total_liabilities_and_equity 2027
  m[11453] = m[10376]!; // total_liabilities_and_equity 2028
  m[11454] = m[10388]!; // total_liabilities_and_equity 2029
  m[11455] = m[10400]!; // total_liabilities_and_equity 2030
  m[11457] = m[10401]!; // balance_check 2025
  m[11458] = m[10413]!; // balance_check 2026
  m[11459] = m[10425]!; // balance_check 2027
  m[11460] = m[10437]!; // balance_check 2028
  m[11461] = m[10449]!; // balance_check 2029
  m[11462] = m[10461]!; // balance_check 2030
}

/** The annual-only lines of every year. */
function annualExtras(m: Float64Array): void {
  const vehicles_per_transport_client = m[20]!;

  // Annual extras
  const t244 = 12 * m[461]!;
  m[11463] = t244 - t244 === 0 ? t244 : NaN; // arr 2024
  const t245 = m[293]! * vehicles_per_transport_client;
  m[11470] = t245 - t245 === 0 ? t245 : NaN; // vehicles 2024
  const t246 = m[10511]! + m[10525]!;
  m[11477] = t246 - t246 === 0 ? t246 : NaN; // total_clients 2024
  const t247 = ((((((((m[10616]! + m[10630]!) + m[10644]!) + m[10651]!) + m[10665]!) + m[10672]!) + m[10679]!) + m[10686]!) + m[10693]!) + m[10700]!;
  const total_expenses_2024 = (m[11484] = t247 - t247 === 0 ? t247 : NaN);
  const t248 = (m[10609]! - total_expenses_2024) + m[10714]!;
  const computed_ebitda_2024 = (m[11491] = t248 - t248 === 0 ? t248 : NaN);
  const t249 = $round(computed_ebitda_2024 - m[10721]!, 2);
  m[11498] = t249 - t249 === 0 ? t249 : NaN; // ebitda_variance 2024
  const t250 = 12 * m[473]!;
  m[11464] = t250 - t250 === 0 ? t250 : NaN; // arr 2025
  const t251 = m[305]! * vehicles_per_transport_client;
  m[11471] = t251 - t251 === 0 ? t251 : NaN; // vehicles 2025
  const t252 = m[10512]! + m[10526]!;
  m[11478] = t252 - t252 === 0 ? t252 : NaN; // total_clients 2025
  const t253 = ((((((((m[10617]! + m[10631]!) + m[10645]!) + m[10652]!) + m[10666]!) + m[10673]!) + m[10680]!) + m[10687]!) + m[10694]!) + m[10701]!;
  const total_expenses_2025 = (m[11485] = t253 - t253 === 0 ? t253 : NaN);
  const t254 = (m[10610]! - total_expenses_2025) + m[10715]!;
  const computed_ebitda_2025 = (m[11492] = t254 - t254 === 0 ? t254 : NaN);
  const t255 = $round(computed_ebitda_2025 - m[10722]!, 2);
  m[11499] = t255 - t255 === 0 ? t255 : NaN; // ebitda_variance 2025
  const t256 = 12 * m[2910]!;
  m[11465] = t256 - t256 === 0 ? t256 : NaN; // arr 2026
  const t257 = m[2300]! * vehicles_per_transport_client;
  m[11472] = t257 - t257 === 0 ? t257 : NaN; // vehicles 2026
  const t258 = m[10513]! + m[10527]!;
  m[11479] = t258 - t258 === 0 ? t258 : NaN; // total_clients 2026
  const t259 = ((((((((m[10618]! + m[10632]!) + m[10646]!) + m[10653]!) + m[10667]!) + m[10674]!) + m[10681]!) + m[10688]!) + m[10695]!) + m[10702]!;
  const total_expenses_2026 = (m[11486] = t259 - t259 === 0 ? t259 : NaN);
  const t260 = (m[10611]! - total_expenses_2026) + m[10716]!;
  const computed_ebitda_2026 = (m[11493] = t260 - t260 === 0 ? t260 : NaN);
  const t261 = $round(computed_ebitda_2026 - m[10723]!, 2);
  m[11500] = t261 - t261 === 0 ? t261 : NaN; // ebitda_variance 2026
  const t262 = 12 * m[2922]!;
  m[11466] = t262 - t262 === 0 ? t262 : NaN; // arr 2027
  const t263 = m[2312]! * vehicles_per_transport_client;
  m[11473] = t263 - t263 === 0 ? t263 : NaN; // vehicles 2027
  const t264 = m[10514]! + m[10528]!;
  m[11480] = t264 - t264 === 0 ? t264 : NaN; // total_clients 2027
  const t265 = ((((((((m[10619]! + m[10633]!) + m[10647]!) + m[10654]!) + m[10668]!) + m[10675]!) + m[10682]!) + m[10689]!) + m[10696]!) + m[10703]!;
  const total_expenses_2027 = (m[11487] = t265 - t265 === 0 ? t265 : NaN);
  const t266 = (m[10612]! - total_expenses_2027) + m[10717]!;
  const computed_ebitda_2027 = (m[11494] = t266 - t266 === 0 ? t266 : NaN);
  const t267 = $round(computed_ebitda_2027 - m[10724]!, 2);
  m[11501] = t267 - t267 === 0 ? t267 : NaN; // ebitda_variance 2027
  const t268 = 12 * m[2934]!;
  m[11467] = t268 - t268 === 0 ? t268 : NaN; // arr 2028
  const t269 = m[2324]! * vehicles_per_transport_client;
  m[11474] = t269 - t269 === 0 ? t269 : NaN; // vehicles 2028
  const t270 = m[10515]! + m[10529]!;
  m[11481] = t270 - t270 === 0 ? t270 : NaN; // total_clients 2028
  const t271 = ((((((((m[10620]! + m[10634]!) + m[10648]!) + m[10655]!) + m[10669]!) + m[10676]!) + m[10683]!) + m[10690]!) + m[10697]!) + m[10704]!;
  const total_expenses_2028 = (m[11488] = t271 - t271 === 0 ? t271 : NaN);
  const t272 = (m[10613]! - total_expenses_2028) + m[10718]!;
  const computed_ebitda_2028 = (m[11495] = t272 - t272 === 0 ? t272 : NaN);
  const t273 = $round(computed_ebitda_2028 - m[10725]!, 2);
  m[11502] = t273 - t273 === 0 ? t273 : NaN; // ebitda_variance 2028
  const t274 = 12 * m[2946]!;
  m[11468] = t274 - t274 === 0 ? t274 : NaN; // arr 2029
  const t275 = m[2336]! * vehicles_per_transport_client;
  m[11475] = t275 - t275 === 0 ? t275 : NaN; // vehicles 2029
  const t276 = m[10516]! + m[10530]!;
  m[11482] = t276 - t276 === 0 ? t276 : NaN; // total_clients 2029
  const t277 = ((((((((m[10621]! + m[10635]!) + m[10649]!) + m[10656]!) + m[10670]!) + m[10677]!) + m[10684]!) + m[10691]!) + m[10698]!) + m[10705]!;
  const total_expenses_2029 = (m[11489] = t277 - t277 === 0 ? t277 : NaN);
  const t278 = (m[10614]! - total_expenses_2029) + m[10719]!;
  const computed_ebitda_2029 = (m[11496] = t278 - t278 === 0 ? t278 : NaN);
  const t279 = $round(computed_ebitda_2029 - m[10726]!, 2);
  m[11503] = t279 - t279 === 0 ? t279 : NaN; // ebitda_variance 2029
  const t280 = 12 * m[2958]!;
  m[11469] = t280 - t280 === 0 ? t280 : NaN; // arr 2030
  const t281 = m[2348]! * vehicles_per_transport_client;
  m[11476] = t281 - t281 === 0 ? t281 : NaN; // vehicles 2030
  const t282 = m[10517]! + m[10531]!;
  m[11483] = t282 - t282 === 0 ? t282 : NaN; // total_clients 2030
  const t283 = ((((((((m[10622]! + m[10636]!) + m[10650]!) + m[10657]!) + m[10671]!) + m[10678]!) + m[10685]!) + m[10692]!) + m[10699]!) + m[10706]!;
  const total_expenses_2030 = (m[11490] = t283 - t283 === 0 ? t283 : NaN);
  const t284 = (m[10615]! - total_expenses_2030) + m[10720]!;
  const computed_ebitda_2030 = (m[11497] = t284 - t284 === 0 ? t284 : NaN);
  const t285 = $round(computed_ebitda_2030 - m[10727]!, 2);
  m[11504] = t285 - t285 === 0 ? t285 : NaN; // ebitda_variance 2030
}

/** The KPIs of 2025. */
function kpis2025(m: Float64Array): void {
  const beds_per_inpatient_client = m[5]!;
  const logo_churn_rate = m[10]!;
  const addressable_medical_facilities = m[14]!;
  const medical_premium_monthly_fee = m[26]!;
  const premium_conversion_rate = m[27]!;
  const core_reporting_per_bed_month = m[30]!;
  const strategic_reporting_per_bed_month = m[31]!;
  const core_reporting_attach_rate = m[32]!;
  const strategic_reporting_attach_rate = m[33]!;
  const ltv_horizon_years = m[73]!;
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1050]!;
  const capital_reserve_2025 = m[1362]!;

  // KPIs 2025
  const t286 = 100 * m[10533]!;
  m[11511] = t286 - t286 === 0 ? t286 : NaN; // adoption_rate 2025
  const t287 = m[10511]!;
  const t288 = 100 * ((t287 === 0 || t287 - t287 !== 0 ? NaN : m[10512]! / t287) - 1);
  m[11517] = t288 - t288 === 0 ? t288 : NaN; // new_customer_growth 2025
  const t289 = (((m[10511]! + m[10525]!) + m[10512]!) + m[10526]!) / 2;
  const t290 = t289 === 0 || t289 - t289 !== 0 ? NaN : (100 * (((((m[10511]! + m[10525]!) + m[10491]!) + m[10519]!) - m[10512]!) - m[10526]!)) / t289;
  m[11523] = t290 - t290 === 0 ? t290 : NaN; // logo_churn 2025
  const t291 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t292 = t291 === 0 || t291 - t291 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t291;
  m[11535] = t292 - t292 === 0 ? t292 : NaN; // share_of_wallet 2025
  const t293 = m[10610]!;
  const t294 = t293 === 0 || t293 - t293 !== 0 ? NaN : (100 * m[10659]!) / t293;
  m[11541] = t294 - t294 === 0 ? t294 : NaN; // gross_margin 2025
  const t295 = (m[10511]! + m[10512]!) / 2;
  const t296 = m[10491]!;
  const t297 = t296 === 0 || t296 - t296 !== 0 ? NaN : m[10645]! / t296;
  const t298 = t297 === 0 || t297 - t297 !== 0 ? NaN : ((t293 === 0 || t293 - t293 !== 0 ? NaN : ((t295 === 0 || t295 - t295 !== 0 ? NaN : (m[10582]! + m[10603]!) / t295) * m[10659]!) / t293) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t297;
  m[11547] = t298 - t298 === 0 ? t298 : NaN; // ltv_cac 2025
  const t299 = m[10617]! + m[10652]!;
  const t300 = t299 === 0 || t299 - t299 !== 0 ? NaN : m[10659]! / t299;
  m[11559] = t300 - t300 === 0 ? t300 : NaN; // unit_economics 2025
  const t301 = t293 === 0 || t293 - t293 !== 0 ? NaN : (100 * m[10722]!) / t293;
  m[11565] = t301 - t301 === 0 ? t301 : NaN; // operating_margin 2025
  const t302 = t293 === 0 || t293 - t293 !== 0 ? NaN : (100 * (((m[10659]! - m[10645]!) - m[10687]!) - m[10694]!)) / t293;
  m[11571] = t302 - t302 === 0 ? t302 : NaN; // contribution_margin 2025
  const t303 = m[10491]! + m[10519]!;
  const t304 = t303 === 0 || t303 - t303 !== 0 ? NaN : m[10645]! / t303;
  m[11577] = t304 - t304 === 0 ? t304 : NaN; // cac 2025
  const t305 = ($max(0, -m[11317]!) / 12) / 1000;
  m[11589] = t305 - t305 === 0 ? t305 : NaN; // monthly_burn 2025
  const t306 = $max(0, -m[11317]!) / 12;
  const t307 = t306 === 0 || t306 - t306 !== 0 ? NaN : m[11310]! / t306;
  m[11595] = t307 - t307 === 0 ? t307 : NaN; // cash_runway 2025
  const t308 = m[10463]!;
  const t309 = (t308 === 0 || t308 - t308 !== 0 ? NaN : m[10610]! / t308) / 1000;
  m[11601] = t309 - t309 === 0 ? t309 : NaN; // revenue_per_employee 2025
  const t310 = m[10609]!;
  const t311 = (100 * ((t310 === 0 || t310 - t310 !== 0 ? NaN : m[10610]! / t310) - 1)) + (t293 === 0 || t293 - t293 !== 0 ? NaN : (100 * m[10722]!) / t293);
  m[11619] = t311 - t311 === 0 ? t311 : NaN; // rule_of_40 2025
  const t312 = (capital_injection_2025 + m[11422]!) - capital_reserve_2025;
  const t313 = t312 === 0 || t312 - t312 !== 0 ? NaN : m[11464]! / t312;
  m[11625] = t313 - t313 === 0 ? t313 : NaN; // capital_efficiency 2025
  const t314 = m[10560]!;
  const t315 = m[10511]! + m[10525]!;
  const t316 = t315 === 0 || t315 - t315 !== 0 ? NaN : (m[10512]! + m[10526]!) / t315;
  const t317 = t316 === 0 || t316 - t316 !== 0 ? NaN : (t314 === 0 || t314 - t314 !== 0 ? NaN : m[10561]! / t314) / t316;
  m[11637] = t317 - t317 === 0 ? t317 : NaN; // network_effect_multiplier 2025
  const t318 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10512]! - m[10511]!)) / addressable_medical_facilities;
  m[11643] = t318 - t318 === 0 ? t318 : NaN; // whitespace_penetration_velocity 2025
  const t319 = m[10596]!;
  const t320 = t319 === 0 || t319 - t319 !== 0 ? NaN : m[10610]! / t319;
  m[11649] = t320 - t320 === 0 ? t320 : NaN; // b2b2c_revenue_multiplier 2025
  m[11655] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2025
  m[11661] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2025
  const t321 = m[11484]!;
  const t322 = t321 === 0 || t321 - t321 !== 0 ? NaN : m[11485]! / t321;
  const t323 = t322 === 0 || t322 - t322 !== 0 ? NaN : (t310 === 0 || t310 - t310 !== 0 ? NaN : m[10610]! / t310) / t322;
  m[11667] = t323 - t323 === 0 ? t323 : NaN; // asset_light_scalability 2025
  const t324 = 100 * ((t314 === 0 || t314 - t314 !== 0 ? NaN : m[10561]! / t314) - 1);
  m[11685] = t324 - t324 === 0 ? t324 : NaN; // market_creation_velocity 2025
  m[11691] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2025
  const t325 = (t295 === 0 || t295 - t295 !== 0 ? NaN : (m[10582]! + m[10603]!) / t295) / 1000;
  m[11697] = t325 - t325 === 0 ? t325 : NaN; // revenue_per_medical_client 2025
  const t326 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t327 = t326 === 0 || t326 - t326 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t326;
  m[11703] = t327 - t327 === 0 ? t327 : NaN; // data_addon_share 2025
  const t328 = t293 === 0 || t293 - t293 !== 0 ? NaN : (100 * m[10589]!) / t293;
  m[11709] = t328 - t328 === 0 ? t328 : NaN; // logistics_revenue_share 2025
  const t329 = 100 * ((t310 === 0 || t310 - t310 !== 0 ? NaN : m[10610]! / t310) - 1);
  m[11715] = t329 - t329 === 0 ? t329 : NaN; // revenue_growth 2025
  const t330 = t293 === 0 || t293 - t293 !== 0 ? NaN : (100 * m[10617]!) / t293;
  m[11721] = t330 - t330 === 0 ? t330 : NaN; // cogs_share 2025
  const t331 = m[10561]!;
  const t332 = t331 === 0 || t331 - t331 !== 0 ? NaN : m[10617]! / t331;
  m[11727] = t332 - t332 === 0 ? t332 : NaN; // cogs_per_ride 2025
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
  const time_to_first_value_days = m[70]!;
  const ltv_horizon_years = m[73]!;
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const monthly_logo_churn = m[124]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1050]!;
  const capital_reserve_2025 = m[1362]!;

  // KPIs 2026
  const t333 = m[10568]!;
  const t334 = t333 === 0 || t333 - t333 !== 0 ? NaN : ((100 * $pow(1 - monthly_logo_churn, 12)) * m[10569]!) / t333;
  m[11506] = t334 - t334 === 0 ? t334 : NaN; // nrr 2026
  const t335 = 100 * m[10534]!;
  m[11512] = t335 - t335 === 0 ? t335 : NaN; // adoption_rate 2026
  const t336 = m[10512]!;
  const t337 = 100 * ((t336 === 0 || t336 - t336 !== 0 ? NaN : m[10513]! / t336) - 1);
  m[11518] = t337 - t337 === 0 ? t337 : NaN; // new_customer_growth 2026
  const t338 = (((m[10512]! + m[10526]!) + m[10513]!) + m[10527]!) / 2;
  const t339 = t338 === 0 || t338 - t338 !== 0 ? NaN : (100 * (((((m[10512]! + m[10526]!) + m[10492]!) + m[10520]!) - m[10513]!) - m[10527]!)) / t338;
  m[11524] = t339 - t339 === 0 ? t339 : NaN; // logo_churn 2026
  const t340 = m[10478]!;
  const t341 = t340 === 0 || t340 - t340 !== 0 ? NaN : (100 * m[10492]!) / t340;
  m[11530] = t341 - t341 === 0 ? t341 : NaN; // onboarding_conversion 2026
  const t342 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t343 = t342 === 0 || t342 - t342 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t342;
  m[11536] = t343 - t343 === 0 ? t343 : NaN; // share_of_wallet 2026
  const t344 = m[10611]!;
  const t345 = t344 === 0 || t344 - t344 !== 0 ? NaN : (100 * m[10660]!) / t344;
  m[11542] = t345 - t345 === 0 ? t345 : NaN; // gross_margin 2026
  const t346 = (m[10512]! + m[10513]!) / 2;
  const t347 = m[10492]!;
  const t348 = t347 === 0 || t347 - t347 !== 0 ? NaN : m[10646]! / t347;
  const t349 = t348 === 0 || t348 - t348 !== 0 ? NaN : ((t344 === 0 || t344 - t344 !== 0 ? NaN : ((t346 === 0 || t346 - t346 !== 0 ? NaN : (m[10583]! + m[10604]!) / t346) * m[10660]!) / t344) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t348;
  m[11548] = t349 - t349 === 0 ? t349 : NaN; // ltv_cac 2026
  const t350 = t347 === 0 || t347 - t347 !== 0 ? NaN : (m[10646]! + m[10639]!) / t347;
  const t351 = t350 === 0 || t350 - t350 !== 0 ? NaN : ((t344 === 0 || t344 - t344 !== 0 ? NaN : ((t346 === 0 || t346 - t346 !== 0 ? NaN : (m[10583]! + m[10604]!) / t346) * m[10660]!) / t344) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t350;
  m[11554] = t351 - t351 === 0 ? t351 : NaN; // ltv_cac_fully_loaded 2026
  const t352 = m[10618]! + m[10653]!;
  const t353 = t352 === 0 || t352 - t352 !== 0 ? NaN : m[10660]! / t352;
  m[11560] = t353 - t353 === 0 ? t353 : NaN; // unit_economics 2026
  const t354 = t344 === 0 || t344 - t344 !== 0 ? NaN : (100 * m[10723]!) / t344;
  m[11566] = t354 - t354 === 0 ? t354 : NaN; // operating_margin 2026
  const t355 = t344 === 0 || t344 - t344 !== 0 ? NaN : (100 * (((m[10660]! - m[10646]!) - m[10688]!) - m[10695]!)) / t344;
  m[11572] = t355 - t355 === 0 ? t355 : NaN; // contribution_margin 2026
  const t356 = m[10492]! + m[10520]!;
  const t357 = t356 === 0 || t356 - t356 !== 0 ? NaN : m[10646]! / t356;
  m[11578] = t357 - t357 === 0 ? t357 : NaN; // cac 2026
  const t358 = t356 === 0 || t356 - t356 !== 0 ? NaN : (m[10646]! + m[10639]!) / t356;
  m[11584] = t358 - t358 === 0 ? t358 : NaN; // cac_fully_loaded 2026
  const t359 = ($max(0, -m[11318]!) / 12) / 1000;
  m[11590] = t359 - t359 === 0 ? t359 : NaN; // monthly_burn 2026
  const t360 = $max(0, -m[11318]!) / 12;
  const t361 = t360 === 0 || t360 - t360 !== 0 ? NaN : m[11311]! / t360;
  m[11596] = t361 - t361 === 0 ? t361 : NaN; // cash_runway 2026
  const t362 = m[10464]!;
  const t363 = (t362 === 0 || t362 - t362 !== 0 ? NaN : m[10611]! / t362) / 1000;
  m[11602] = t363 - t363 === 0 ? t363 : NaN; // revenue_per_employee 2026
  const t364 = m[10646]!;
  const t365 = t364 === 0 || t364 - t364 !== 0 ? NaN : (t346 === 0 || t346 - t346 !== 0 ? NaN : (m[10492]! * (m[10583]! + m[10604]!)) / t346) / t364;
  m[11608] = t365 - t365 === 0 ? t365 : NaN; // sales_efficiency 2026
  const t366 = m[10646]! + m[10639]!;
  const t367 = t366 === 0 || t366 - t366 !== 0 ? NaN : (m[11465]! - m[11464]!) / t366;
  m[11614] = t367 - t367 === 0 ? t367 : NaN; // magic_number 2026
  const t368 = m[10610]!;
  const t369 = (100 * ((t368 === 0 || t368 - t368 !== 0 ? NaN : m[10611]! / t368) - 1)) + (t344 === 0 || t344 - t344 !== 0 ? NaN : (100 * m[10723]!) / t344);
  m[11620] = t369 - t369 === 0 ? t369 : NaN; // rule_of_40 2026
  const t370 = (capital_injection_2025 + m[11423]!) - capital_reserve_2025;
  const t371 = t370 === 0 || t370 - t370 !== 0 ? NaN : m[11465]! / t370;
  m[11626] = t371 - t371 === 0 ? t371 : NaN; // capital_efficiency 2026
  m[11632] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2026
  const t372 = m[10561]!;
  const t373 = m[10512]! + m[10526]!;
  const t374 = t373 === 0 || t373 - t373 !== 0 ? NaN : (m[10513]! + m[10527]!) / t373;
  const t375 = t374 === 0 || t374 - t374 !== 0 ? NaN : (t372 === 0 || t372 - t372 !== 0 ? NaN : m[10562]! / t372) / t374;
  m[11638] = t375 - t375 === 0 ? t375 : NaN; // network_effect_multiplier 2026
  const t376 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10513]! - m[10512]!)) / addressable_medical_facilities;
  m[11644] = t376 - t376 === 0 ? t376 : NaN; // whitespace_penetration_velocity 2026
  const t377 = m[10597]!;
  const t378 = t377 === 0 || t377 - t377 !== 0 ? NaN : m[10611]! / t377;
  m[11650] = t378 - t378 === 0 ? t378 : NaN; // b2b2c_revenue_multiplier 2026
  m[11656] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2026
  m[11662] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2026
  const t379 = m[11485]!;
  const t380 = t379 === 0 || t379 - t379 !== 0 ? NaN : m[11486]! / t379;
  const t381 = t380 === 0 || t380 - t380 !== 0 ? NaN : (t368 === 0 || t368 - t368 !== 0 ? NaN : m[10611]! / t368) / t380;
  m[11668] = t381 - t381 === 0 ? t381 : NaN; // asset_light_scalability 2026
  const t382 = m[10471]!;
  const t383 = (t382 === 0 || t382 - t382 !== 0 ? NaN : m[10492]! / t382) / 12;
  m[11674] = t383 - t383 === 0 ? t383 : NaN; // sales_model_efficiency 2026
  const t384 = t336 === 0 || t336 - t336 !== 0 ? NaN : (m[10478]! - ((12 * m[10471]!) * sales_rep_productivity)) / t336;
  m[11680] = t384 - t384 === 0 ? t384 : NaN; // viral_coefficient 2026
  const t385 = 100 * ((t372 === 0 || t372 - t372 !== 0 ? NaN : m[10562]! / t372) - 1);
  m[11686] = t385 - t385 === 0 ? t385 : NaN; // market_creation_velocity 2026
  m[11692] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2026
  const t386 = (t346 === 0 || t346 - t346 !== 0 ? NaN : (m[10583]! + m[10604]!) / t346) / 1000;
  m[11698] = t386 - t386 === 0 ? t386 : NaN; // revenue_per_medical_client 2026
  const t387 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t388 = t387 === 0 || t387 - t387 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t387;
  m[11704] = t388 - t388 === 0 ? t388 : NaN; // data_addon_share 2026
  const t389 = t344 === 0 || t344 - t344 !== 0 ? NaN : (100 * m[10590]!) / t344;
  m[11710] = t389 - t389 === 0 ? t389 : NaN; // logistics_revenue_share 2026
  const t390 = 100 * ((t368 === 0 || t368 - t368 !== 0 ? NaN : m[10611]! / t368) - 1);
  m[11716] = t390 - t390 === 0 ? t390 : NaN; // revenue_growth 2026
  const t391 = t344 === 0 || t344 - t344 !== 0 ? NaN : (100 * m[10618]!) / t344;
  m[11722] = t391 - t391 === 0 ? t391 : NaN; // cogs_share 2026
  const t392 = m[10562]!;
  const t393 = t392 === 0 || t392 - t392 !== 0 ? NaN : m[10618]! / t392;
  m[11728] = t393 - t393 === 0 ? t393 : NaN; // cogs_per_ride 2026
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
  const time_to_first_value_days = m[70]!;
  const ltv_horizon_years = m[73]!;
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const monthly_logo_churn = m[124]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1050]!;
  const capital_reserve_2025 = m[1362]!;

  // KPIs 2027
  const t394 = m[10569]!;
  const t395 = t394 === 0 || t394 - t394 !== 0 ? NaN : ((100 * $pow(1 - monthly_logo_churn, 12)) * m[10570]!) / t394;
  m[11507] = t395 - t395 === 0 ? t395 : NaN; // nrr 2027
  const t396 = 100 * m[10535]!;
  m[11513] = t396 - t396 === 0 ? t396 : NaN; // adoption_rate 2027
  const t397 = m[10513]!;
  const t398 = 100 * ((t397 === 0 || t397 - t397 !== 0 ? NaN : m[10514]! / t397) - 1);
  m[11519] = t398 - t398 === 0 ? t398 : NaN; // new_customer_growth 2027
  const t399 = (((m[10513]! + m[10527]!) + m[10514]!) + m[10528]!) / 2;
  const t400 = t399 === 0 || t399 - t399 !== 0 ? NaN : (100 * (((((m[10513]! + m[10527]!) + m[10493]!) + m[10521]!) - m[10514]!) - m[10528]!)) / t399;
  m[11525] = t400 - t400 === 0 ? t400 : NaN; // logo_churn 2027
  const t401 = m[10479]!;
  const t402 = t401 === 0 || t401 - t401 !== 0 ? NaN : (100 * m[10493]!) / t401;
  m[11531] = t402 - t402 === 0 ? t402 : NaN; // onboarding_conversion 2027
  const t403 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t404 = t403 === 0 || t403 - t403 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t403;
  m[11537] = t404 - t404 === 0 ? t404 : NaN; // share_of_wallet 2027
  const t405 = m[10612]!;
  const t406 = t405 === 0 || t405 - t405 !== 0 ? NaN : (100 * m[10661]!) / t405;
  m[11543] = t406 - t406 === 0 ? t406 : NaN; // gross_margin 2027
  const t407 = (m[10513]! + m[10514]!) / 2;
  const t408 = m[10493]!;
  const t409 = t408 === 0 || t408 - t408 !== 0 ? NaN : m[10647]! / t408;
  const t410 = t409 === 0 || t409 - t409 !== 0 ? NaN : ((t405 === 0 || t405 - t405 !== 0 ? NaN : ((t407 === 0 || t407 - t407 !== 0 ? NaN : (m[10584]! + m[10605]!) / t407) * m[10661]!) / t405) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t409;
  m[11549] = t410 - t410 === 0 ? t410 : NaN; // ltv_cac 2027
  const t411 = t408 === 0 || t408 - t408 !== 0 ? NaN : (m[10647]! + m[10640]!) / t408;
  const t412 = t411 === 0 || t411 - t411 !== 0 ? NaN : ((t405 === 0 || t405 - t405 !== 0 ? NaN : ((t407 === 0 || t407 - t407 !== 0 ? NaN : (m[10584]! + m[10605]!) / t407) * m[10661]!) / t405) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t411;
  m[11555] = t412 - t412 === 0 ? t412 : NaN; // ltv_cac_fully_loaded 2027
  const t413 = m[10619]! + m[10654]!;
  const t414 = t413 === 0 || t413 - t413 !== 0 ? NaN : m[10661]! / t413;
  m[11561] = t414 - t414 === 0 ? t414 : NaN; // unit_economics 2027
  const t415 = t405 === 0 || t405 - t405 !== 0 ? NaN : (100 * m[10724]!) / t405;
  m[11567] = t415 - t415 === 0 ? t415 : NaN; // operating_margin 2027
  const t416 = t405 === 0 || t405 - t405 !== 0 ? NaN : (100 * (((m[10661]! - m[10647]!) - m[10689]!) - m[10696]!)) / t405;
  m[11573] = t416 - t416 === 0 ? t416 : NaN; // contribution_margin 2027
  const t417 = m[10493]! + m[10521]!;
  const t418 = t417 === 0 || t417 - t417 !== 0 ? NaN : m[10647]! / t417;
  m[11579] = t418 - t418 === 0 ? t418 : NaN; // cac 2027
  const t419 = t417 === 0 || t417 - t417 !== 0 ? NaN : (m[10647]! + m[10640]!) / t417;
  m[11585] = t419 - t419 === 0 ? t419 : NaN; // cac_fully_loaded 2027
  const t420 = ($max(0, -m[11319]!) / 12) / 1000;
  m[11591] = t420 - t420 === 0 ? t420 : NaN; // monthly_burn 2027
  const t421 = $max(0, -m[11319]!) / 12;
  const t422 = t421 === 0 || t421 - t421 !== 0 ? NaN : m[11312]! / t421;
  m[11597] = t422 - t422 === 0 ? t422 : NaN; // cash_runway 2027
  const t423 = m[10465]!;
  const t424 = (t423 === 0 || t423 - t423 !== 0 ? NaN : m[10612]! / t423) / 1000;
  m[11603] = t424 - t424 === 0 ? t424 : NaN; // revenue_per_employee 2027
  const t425 = m[10647]!;
  const t426 = t425 === 0 || t425 - t425 !== 0 ? NaN : (t407 === 0 || t407 - t407 !== 0 ? NaN : (m[10493]! * (m[10584]! + m[10605]!)) / t407) / t425;
  m[11609] = t426 - t426 === 0 ? t426 : NaN; // sales_efficiency 2027
  const t427 = m[10647]! + m[10640]!;
  const t428 = t427 === 0 || t427 - t427 !== 0 ? NaN : (m[11466]! - m[11465]!) / t427;
  m[11615] = t428 - t428 === 0 ? t428 : NaN; // magic_number 2027
  const t429 = m[10611]!;
  const t430 = (100 * ((t429 === 0 || t429 - t429 !== 0 ? NaN : m[10612]! / t429) - 1)) + (t405 === 0 || t405 - t405 !== 0 ? NaN : (100 * m[10724]!) / t405);
  m[11621] = t430 - t430 === 0 ? t430 : NaN; // rule_of_40 2027
  const t431 = (capital_injection_2025 + m[11424]!) - capital_reserve_2025;
  const t432 = t431 === 0 || t431 - t431 !== 0 ? NaN : m[11466]! / t431;
  m[11627] = t432 - t432 === 0 ? t432 : NaN; // capital_efficiency 2027
  m[11633] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2027
  const t433 = m[10562]!;
  const t434 = m[10513]! + m[10527]!;
  const t435 = t434 === 0 || t434 - t434 !== 0 ? NaN : (m[10514]! + m[10528]!) / t434;
  const t436 = t435 === 0 || t435 - t435 !== 0 ? NaN : (t433 === 0 || t433 - t433 !== 0 ? NaN : m[10563]! / t433) / t435;
  m[11639] = t436 - t436 === 0 ? t436 : NaN; // network_effect_multiplier 2027
  const t437 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10514]! - m[10513]!)) / addressable_medical_facilities;
  m[11645] = t437 - t437 === 0 ? t437 : NaN; // whitespace_penetration_velocity 2027
  const t438 = m[10598]!;
  const t439 = t438 === 0 || t438 - t438 !== 0 ? NaN : m[10612]! / t438;
  m[11651] = t439 - t439 === 0 ? t439 : NaN; // b2b2c_revenue_multiplier 2027
  m[11657] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2027
  m[11663] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2027
  const t440 = m[11486]!;
  const t441 = t440 === 0 || t440 - t440 !== 0 ? NaN : m[11487]! / t440;
  const t442 = t441 === 0 || t441 - t441 !== 0 ? NaN : (t429 === 0 || t429 - t429 !== 0 ? NaN : m[10612]! / t429) / t441;
  m[11669] = t442 - t442 === 0 ? t442 : NaN; // asset_light_scalability 2027
  const t443 = m[10472]!;
  const t444 = (t443 === 0 || t443 - t443 !== 0 ? NaN : m[10493]! / t443) / 12;
  m[11675] = t444 - t444 === 0 ? t444 : NaN; // sales_model_efficiency 2027
  const t445 = t397 === 0 || t397 - t397 !== 0 ? NaN : (m[10479]! - ((12 * m[10472]!) * sales_rep_productivity)) / t397;
  m[11681] = t445 - t445 === 0 ? t445 : NaN; // viral_coefficient 2027
  const t446 = 100 * ((t433 === 0 || t433 - t433 !== 0 ? NaN : m[10563]! / t433) - 1);
  m[11687] = t446 - t446 === 0 ? t446 : NaN; // market_creation_velocity 2027
  m[11693] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2027
  const t447 = (t407 === 0 || t407 - t407 !== 0 ? NaN : (m[10584]! + m[10605]!) / t407) / 1000;
  m[11699] = t447 - t447 === 0 ? t447 : NaN; // revenue_per_medical_client 2027
  const t448 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t449 = t448 === 0 || t448 - t448 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t448;
  m[11705] = t449 - t449 === 0 ? t449 : NaN; // data_addon_share 2027
  const t450 = t405 === 0 || t405 - t405 !== 0 ? NaN : (100 * m[10591]!) / t405;
  m[11711] = t450 - t450 === 0 ? t450 : NaN; // logistics_revenue_share 2027
  const t451 = 100 * ((t429 === 0 || t429 - t429 !== 0 ? NaN : m[10612]! / t429) - 1);
  m[11717] = t451 - t451 === 0 ? t451 : NaN; // revenue_growth 2027
  const t452 = t405 === 0 || t405 - t405 !== 0 ? NaN : (100 * m[10619]!) / t405;
  m[11723] = t452 - t452 === 0 ? t452 : NaN; // cogs_share 2027
  const t453 = m[10563]!;
  const t454 = t453 === 0 || t453 - t453 !== 0 ? NaN : m[10619]! / t453;
  m[11729] = t454 - t454 === 0 ? t454 : NaN; // cogs_per_ride 2027
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
  const time_to_first_value_days = m[70]!;
  const ltv_horizon_years = m[73]!;
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const monthly_logo_churn = m[124]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1050]!;
  const capital_reserve_2025 = m[1362]!;

  // KPIs 2028
  const t455 = m[10570]!;
  const t456 = t455 === 0 || t455 - t455 !== 0 ? NaN : ((100 * $pow(1 - monthly_logo_churn, 12)) * m[10571]!) / t455;
  m[11508] = t456 - t456 === 0 ? t456 : NaN; // nrr 2028
  const t457 = 100 * m[10536]!;
  m[11514] = t457 - t457 === 0 ? t457 : NaN; // adoption_rate 2028
  const t458 = m[10514]!;
  const t459 = 100 * ((t458 === 0 || t458 - t458 !== 0 ? NaN : m[10515]! / t458) - 1);
  m[11520] = t459 - t459 === 0 ? t459 : NaN; // new_customer_growth 2028
  const t460 = (((m[10514]! + m[10528]!) + m[10515]!) + m[10529]!) / 2;
  const t461 = t460 === 0 || t460 - t460 !== 0 ? NaN : (100 * (((((m[10514]! + m[10528]!) + m[10494]!) + m[10522]!) - m[10515]!) - m[10529]!)) / t460;
  m[11526] = t461 - t461 === 0 ? t461 : NaN; // logo_churn 2028
  const t462 = m[10480]!;
  const t463 = t462 === 0 || t462 - t462 !== 0 ? NaN : (100 * m[10494]!) / t462;
  m[11532] = t463 - t463 === 0 ? t463 : NaN; // onboarding_conversion 2028
  const t464 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t465 = t464 === 0 || t464 - t464 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t464;
  m[11538] = t465 - t465 === 0 ? t465 : NaN; // share_of_wallet 2028
  const t466 = m[10613]!;
  const t467 = t466 === 0 || t466 - t466 !== 0 ? NaN : (100 * m[10662]!) / t466;
  m[11544] = t467 - t467 === 0 ? t467 : NaN; // gross_margin 2028
  const t468 = (m[10514]! + m[10515]!) / 2;
  const t469 = m[10494]!;
  const t470 = t469 === 0 || t469 - t469 !== 0 ? NaN : m[10648]! / t469;
  const t471 = t470 === 0 || t470 - t470 !== 0 ? NaN : ((t466 === 0 || t466 - t466 !== 0 ? NaN : ((t468 === 0 || t468 - t468 !== 0 ? NaN : (m[10585]! + m[10606]!) / t468) * m[10662]!) / t466) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t470;
  m[11550] = t471 - t471 === 0 ? t471 : NaN; // ltv_cac 2028
  const t472 = t469 === 0 || t469 - t469 !== 0 ? NaN : (m[10648]! + m[10641]!) / t469;
  const t473 = t472 === 0 || t472 - t472 !== 0 ? NaN : ((t466 === 0 || t466 - t466 !== 0 ? NaN : ((t468 === 0 || t468 - t468 !== 0 ? NaN : (m[10585]! + m[10606]!) / t468) * m[10662]!) / t466) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t472;
  m[11556] = t473 - t473 === 0 ? t473 : NaN; // ltv_cac_fully_loaded 2028
  const t474 = m[10620]! + m[10655]!;
  const t475 = t474 === 0 || t474 - t474 !== 0 ? NaN : m[10662]! / t474;
  m[11562] = t475 - t475 === 0 ? t475 : NaN; // unit_economics 2028
  const t476 = t466 === 0 || t466 - t466 !== 0 ? NaN : (100 * m[10725]!) / t466;
  m[11568] = t476 - t476 === 0 ? t476 : NaN; // operating_margin 2028
  const t477 = t466 === 0 || t466 - t466 !== 0 ? NaN : (100 * (((m[10662]! - m[10648]!) - m[10690]!) - m[10697]!)) / t466;
  m[11574] = t477 - t477 === 0 ? t477 : NaN; // contribution_margin 2028
  const t478 = m[10494]! + m[10522]!;
  const t479 = t478 === 0 || t478 - t478 !== 0 ? NaN : m[10648]! / t478;
  m[11580] = t479 - t479 === 0 ? t479 : NaN; // cac 2028
  const t480 = t478 === 0 || t478 - t478 !== 0 ? NaN : (m[10648]! + m[10641]!) / t478;
  m[11586] = t480 - t480 === 0 ? t480 : NaN; // cac_fully_loaded 2028
  const t481 = ($max(0, -m[11320]!) / 12) / 1000;
  m[11592] = t481 - t481 === 0 ? t481 : NaN; // monthly_burn 2028
  const t482 = $max(0, -m[11320]!) / 12;
  const t483 = t482 === 0 || t482 - t482 !== 0 ? NaN : m[11313]! / t482;
  m[11598] = t483 - t483 === 0 ? t483 : NaN; // cash_runway 2028
  const t484 = m[10466]!;
  const t485 = (t484 === 0 || t484 - t484 !== 0 ? NaN : m[10613]! / t484) / 1000;
  m[11604] = t485 - t485 === 0 ? t485 : NaN; // revenue_per_employee 2028
  const t486 = m[10648]!;
  const t487 = t486 === 0 || t486 - t486 !== 0 ? NaN : (t468 === 0 || t468 - t468 !== 0 ? NaN : (m[10494]! * (m[10585]! + m[10606]!)) / t468) / t486;
  m[11610] = t487 - t487 === 0 ? t487 : NaN; // sales_efficiency 2028
  const t488 = m[10648]! + m[10641]!;
  const t489 = t488 === 0 || t488 - t488 !== 0 ? NaN : (m[11467]! - m[11466]!) / t488;
  m[11616] = t489 - t489 === 0 ? t489 : NaN; // magic_number 2028
  const t490 = m[10612]!;
  const t491 = (100 * ((t490 === 0 || t490 - t490 !== 0 ? NaN : m[10613]! / t490) - 1)) + (t466 === 0 || t466 - t466 !== 0 ? NaN : (100 * m[10725]!) / t466);
  m[11622] = t491 - t491 === 0 ? t491 : NaN; // rule_of_40 2028
  const t492 = (capital_injection_2025 + m[11425]!) - capital_reserve_2025;
  const t493 = t492 === 0 || t492 - t492 !== 0 ? NaN : m[11467]! / t492;
  m[11628] = t493 - t493 === 0 ? t493 : NaN; // capital_efficiency 2028
  m[11634] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2028
  const t494 = m[10563]!;
  const t495 = m[10514]! + m[10528]!;
  const t496 = t495 === 0 || t495 - t495 !== 0 ? NaN : (m[10515]! + m[10529]!) / t495;
  const t497 = t496 === 0 || t496 - t496 !== 0 ? NaN : (t494 === 0 || t494 - t494 !== 0 ? NaN : m[10564]! / t494) / t496;
  m[11640] = t497 - t497 === 0 ? t497 : NaN; // network_effect_multiplier 2028
  const t498 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10515]! - m[10514]!)) / addressable_medical_facilities;
  m[11646] = t498 - t498 === 0 ? t498 : NaN; // whitespace_penetration_velocity 2028
  const t499 = m[10599]!;
  const t500 = t499 === 0 || t499 - t499 !== 0 ? NaN : m[10613]! / t499;
  m[11652] = t500 - t500 === 0 ? t500 : NaN; // b2b2c_revenue_multiplier 2028
  m[11658] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2028
  m[11664] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2028
  const t501 = m[11487]!;
  const t502 = t501 === 0 || t501 - t501 !== 0 ? NaN : m[11488]! / t501;
  const t503 = t502 === 0 || t502 - t502 !== 0 ? NaN : (t490 === 0 || t490 - t490 !== 0 ? NaN : m[10613]! / t490) / t502;
  m[11670] = t503 - t503 === 0 ? t503 : NaN; // asset_light_scalability 2028
  const t504 = m[10473]!;
  const t505 = (t504 === 0 || t504 - t504 !== 0 ? NaN : m[10494]! / t504) / 12;
  m[11676] = t505 - t505 === 0 ? t505 : NaN; // sales_model_efficiency 2028
  const t506 = t458 === 0 || t458 - t458 !== 0 ? NaN : (m[10480]! - ((12 * m[10473]!) * sales_rep_productivity)) / t458;
  m[11682] = t506 - t506 === 0 ? t506 : NaN; // viral_coefficient 2028
  const t507 = 100 * ((t494 === 0 || t494 - t494 !== 0 ? NaN : m[10564]! / t494) - 1);
  m[11688] = t507 - t507 === 0 ? t507 : NaN; // market_creation_velocity 2028
  m[11694] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2028
  const t508 = (t468 === 0 || t468 - t468 !== 0 ? NaN : (m[10585]! + m[10606]!) / t468) / 1000;
  m[11700] = t508 - t508 === 0 ? t508 : NaN; // revenue_per_medical_client 2028
  const t509 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t510 = t509 === 0 || t509 - t509 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t509;
  m[11706] = t510 - t510 === 0 ? t510 : NaN; // data_addon_share 2028
  const t511 = t466 === 0 || t466 - t466 !== 0 ? NaN : (100 * m[10592]!) / t466;
  m[11712] = t511 - t511 === 0 ? t511 : NaN; // logistics_revenue_share 2028
  const t512 = 100 * ((t490 === 0 || t490 - t490 !== 0 ? NaN : m[10613]! / t490) - 1);
  m[11718] = t512 - t512 === 0 ? t512 : NaN; // revenue_growth 2028
  const t513 = t466 === 0 || t466 - t466 !== 0 ? NaN : (100 * m[10620]!) / t466;
  m[11724] = t513 - t513 === 0 ? t513 : NaN; // cogs_share 2028
  const t514 = m[10564]!;
  const t515 = t514 === 0 || t514 - t514 !== 0 ? NaN : m[10620]! / t514;
  m[11730] = t515 - t515 === 0 ? t515 : NaN; // cogs_per_ride 2028
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
  const time_to_first_value_days = m[70]!;
  const ltv_horizon_years = m[73]!;
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const monthly_logo_churn = m[124]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1050]!;
  const capital_reserve_2025 = m[1362]!;

  // KPIs 2029
  const t516 = m[10571]!;
  const t517 = t516 === 0 || t516 - t516 !== 0 ? NaN : ((100 * $pow(1 - monthly_logo_churn, 12)) * m[10572]!) / t516;
  m[11509] = t517 - t517 === 0 ? t517 : NaN; // nrr 2029
  const t518 = 100 * m[10537]!;
  m[11515] = t518 - t518 === 0 ? t518 : NaN; // adoption_rate 2029
  const t519 = m[10515]!;
  const t520 = 100 * ((t519 === 0 || t519 - t519 !== 0 ? NaN : m[10516]! / t519) - 1);
  m[11521] = t520 - t520 === 0 ? t520 : NaN; // new_customer_growth 2029
  const t521 = (((m[10515]! + m[10529]!) + m[10516]!) + m[10530]!) / 2;
  const t522 = t521 === 0 || t521 - t521 !== 0 ? NaN : (100 * (((((m[10515]! + m[10529]!) + m[10495]!) + m[10523]!) - m[10516]!) - m[10530]!)) / t521;
  m[11527] = t522 - t522 === 0 ? t522 : NaN; // logo_churn 2029
  const t523 = m[10481]!;
  const t524 = t523 === 0 || t523 - t523 !== 0 ? NaN : (100 * m[10495]!) / t523;
  m[11533] = t524 - t524 === 0 ? t524 : NaN; // onboarding_conversion 2029
  const t525 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t526 = t525 === 0 || t525 - t525 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t525;
  m[11539] = t526 - t526 === 0 ? t526 : NaN; // share_of_wallet 2029
  const t527 = m[10614]!;
  const t528 = t527 === 0 || t527 - t527 !== 0 ? NaN : (100 * m[10663]!) / t527;
  m[11545] = t528 - t528 === 0 ? t528 : NaN; // gross_margin 2029
  const t529 = (m[10515]! + m[10516]!) / 2;
  const t530 = m[10495]!;
  const t531 = t530 === 0 || t530 - t530 !== 0 ? NaN : m[10649]! / t530;
  const t532 = t531 === 0 || t531 - t531 !== 0 ? NaN : ((t527 === 0 || t527 - t527 !== 0 ? NaN : ((t529 === 0 || t529 - t529 !== 0 ? NaN : (m[10586]! + m[10607]!) / t529) * m[10663]!) / t527) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t531;
  m[11551] = t532 - t532 === 0 ? t532 : NaN; // ltv_cac 2029
  const t533 = t530 === 0 || t530 - t530 !== 0 ? NaN : (m[10649]! + m[10642]!) / t530;
  const t534 = t533 === 0 || t533 - t533 !== 0 ? NaN : ((t527 === 0 || t527 - t527 !== 0 ? NaN : ((t529 === 0 || t529 - t529 !== 0 ? NaN : (m[10586]! + m[10607]!) / t529) * m[10663]!) / t527) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t533;
  m[11557] = t534 - t534 === 0 ? t534 : NaN; // ltv_cac_fully_loaded 2029
  const t535 = m[10621]! + m[10656]!;
  const t536 = t535 === 0 || t535 - t535 !== 0 ? NaN : m[10663]! / t535;
  m[11563] = t536 - t536 === 0 ? t536 : NaN; // unit_economics 2029
  const t537 = t527 === 0 || t527 - t527 !== 0 ? NaN : (100 * m[10726]!) / t527;
  m[11569] = t537 - t537 === 0 ? t537 : NaN; // operating_margin 2029
  const t538 = t527 === 0 || t527 - t527 !== 0 ? NaN : (100 * (((m[10663]! - m[10649]!) - m[10691]!) - m[10698]!)) / t527;
  m[11575] = t538 - t538 === 0 ? t538 : NaN; // contribution_margin 2029
  const t539 = m[10495]! + m[10523]!;
  const t540 = t539 === 0 || t539 - t539 !== 0 ? NaN : m[10649]! / t539;
  m[11581] = t540 - t540 === 0 ? t540 : NaN; // cac 2029
  const t541 = t539 === 0 || t539 - t539 !== 0 ? NaN : (m[10649]! + m[10642]!) / t539;
  m[11587] = t541 - t541 === 0 ? t541 : NaN; // cac_fully_loaded 2029
  const t542 = ($max(0, -m[11321]!) / 12) / 1000;
  m[11593] = t542 - t542 === 0 ? t542 : NaN; // monthly_burn 2029
  const t543 = $max(0, -m[11321]!) / 12;
  const t544 = t543 === 0 || t543 - t543 !== 0 ? NaN : m[11314]! / t543;
  m[11599] = t544 - t544 === 0 ? t544 : NaN; // cash_runway 2029
  const t545 = m[10467]!;
  const t546 = (t545 === 0 || t545 - t545 !== 0 ? NaN : m[10614]! / t545) / 1000;
  m[11605] = t546 - t546 === 0 ? t546 : NaN; // revenue_per_employee 2029
  const t547 = m[10649]!;
  const t548 = t547 === 0 || t547 - t547 !== 0 ? NaN : (t529 === 0 || t529 - t529 !== 0 ? NaN : (m[10495]! * (m[10586]! + m[10607]!)) / t529) / t547;
  m[11611] = t548 - t548 === 0 ? t548 : NaN; // sales_efficiency 2029
  const t549 = m[10649]! + m[10642]!;
  const t550 = t549 === 0 || t549 - t549 !== 0 ? NaN : (m[11468]! - m[11467]!) / t549;
  m[11617] = t550 - t550 === 0 ? t550 : NaN; // magic_number 2029
  const t551 = m[10613]!;
  const t552 = (100 * ((t551 === 0 || t551 - t551 !== 0 ? NaN : m[10614]! / t551) - 1)) + (t527 === 0 || t527 - t527 !== 0 ? NaN : (100 * m[10726]!) / t527);
  m[11623] = t552 - t552 === 0 ? t552 : NaN; // rule_of_40 2029
  const t553 = (capital_injection_2025 + m[11426]!) - capital_reserve_2025;
  const t554 = t553 === 0 || t553 - t553 !== 0 ? NaN : m[11468]! / t553;
  m[11629] = t554 - t554 === 0 ? t554 : NaN; // capital_efficiency 2029
  m[11635] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2029
  const t555 = m[10564]!;
  const t556 = m[10515]! + m[10529]!;
  const t557 = t556 === 0 || t556 - t556 !== 0 ? NaN : (m[10516]! + m[10530]!) / t556;
  const t558 = t557 === 0 || t557 - t557 !== 0 ? NaN : (t555 === 0 || t555 - t555 !== 0 ? NaN : m[10565]! / t555) / t557;
  m[11641] = t558 - t558 === 0 ? t558 : NaN; // network_effect_multiplier 2029
  const t559 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10516]! - m[10515]!)) / addressable_medical_facilities;
  m[11647] = t559 - t559 === 0 ? t559 : NaN; // whitespace_penetration_velocity 2029
  const t560 = m[10600]!;
  const t561 = t560 === 0 || t560 - t560 !== 0 ? NaN : m[10614]! / t560;
  m[11653] = t561 - t561 === 0 ? t561 : NaN; // b2b2c_revenue_multiplier 2029
  m[11659] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2029
  m[11665] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2029
  const t562 = m[11488]!;
  const t563 = t562 === 0 || t562 - t562 !== 0 ? NaN : m[11489]! / t562;
  const t564 = t563 === 0 || t563 - t563 !== 0 ? NaN : (t551 === 0 || t551 - t551 !== 0 ? NaN : m[10614]! / t551) / t563;
  m[11671] = t564 - t564 === 0 ? t564 : NaN; // asset_light_scalability 2029
  const t565 = m[10474]!;
  const t566 = (t565 === 0 || t565 - t565 !== 0 ? NaN : m[10495]! / t565) / 12;
  m[11677] = t566 - t566 === 0 ? t566 : NaN; // sales_model_efficiency 2029
  const t567 = t519 === 0 || t519 - t519 !== 0 ? NaN : (m[10481]! - ((12 * m[10474]!) * sales_rep_productivity)) / t519;
  m[11683] = t567 - t567 === 0 ? t567 : NaN; // viral_coefficient 2029
  const t568 = 100 * ((t555 === 0 || t555 - t555 !== 0 ? NaN : m[10565]! / t555) - 1);
  m[11689] = t568 - t568 === 0 ? t568 : NaN; // market_creation_velocity 2029
  m[11695] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2029
  const t569 = (t529 === 0 || t529 - t529 !== 0 ? NaN : (m[10586]! + m[10607]!) / t529) / 1000;
  m[11701] = t569 - t569 === 0 ? t569 : NaN; // revenue_per_medical_client 2029
  const t570 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t571 = t570 === 0 || t570 - t570 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t570;
  m[11707] = t571 - t571 === 0 ? t571 : NaN; // data_addon_share 2029
  const t572 = t527 === 0 || t527 - t527 !== 0 ? NaN : (100 * m[10593]!) / t527;
  m[11713] = t572 - t572 === 0 ? t572 : NaN; // logistics_revenue_share 2029
  const t573 = 100 * ((t551 === 0 || t551 - t551 !== 0 ? NaN : m[10614]! / t551) - 1);
  m[11719] = t573 - t573 === 0 ? t573 : NaN; // revenue_growth 2029
  const t574 = t527 === 0 || t527 - t527 !== 0 ? NaN : (100 * m[10621]!) / t527;
  m[11725] = t574 - t574 === 0 ? t574 : NaN; // cogs_share 2029
  const t575 = m[10565]!;
  const t576 = t575 === 0 || t575 - t575 !== 0 ? NaN : m[10621]! / t575;
  m[11731] = t576 - t576 === 0 ? t576 : NaN; // cogs_per_ride 2029
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
  const time_to_first_value_days = m[70]!;
  const ltv_horizon_years = m[73]!;
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const monthly_logo_churn = m[124]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1050]!;
  const capital_reserve_2025 = m[1362]!;

  // KPIs 2030
  const t577 = m[10572]!;
  const t578 = t577 === 0 || t577 - t577 !== 0 ? NaN : ((100 * $pow(1 - monthly_logo_churn, 12)) * m[10573]!) / t577;
  m[11510] = t578 - t578 === 0 ? t578 : NaN; // nrr 2030
  const t579 = 100 * m[10538]!;
  m[11516] = t579 - t579 === 0 ? t579 : NaN; // adoption_rate 2030
  const t580 = m[10516]!;
  const t581 = 100 * ((t580 === 0 || t580 - t580 !== 0 ? NaN : m[10517]! / t580) - 1);
  m[11522] = t581 - t581 === 0 ? t581 : NaN; // new_customer_growth 2030
  const t582 = (((m[10516]! + m[10530]!) + m[10517]!) + m[10531]!) / 2;
  const t583 = t582 === 0 || t582 - t582 !== 0 ? NaN : (100 * (((((m[10516]! + m[10530]!) + m[10496]!) + m[10524]!) - m[10517]!) - m[10531]!)) / t582;
  m[11528] = t583 - t583 === 0 ? t583 : NaN; // logo_churn 2030
  const t584 = m[10482]!;
  const t585 = t584 === 0 || t584 - t584 !== 0 ? NaN : (100 * m[10496]!) / t584;
  m[11534] = t585 - t585 === 0 ? t585 : NaN; // onboarding_conversion 2030
  const t586 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t587 = t586 === 0 || t586 - t586 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t586;
  m[11540] = t587 - t587 === 0 ? t587 : NaN; // share_of_wallet 2030
  const t588 = m[10615]!;
  const t589 = t588 === 0 || t588 - t588 !== 0 ? NaN : (100 * m[10664]!) / t588;
  m[11546] = t589 - t589 === 0 ? t589 : NaN; // gross_margin 2030
  const t590 = (m[10516]! + m[10517]!) / 2;
  const t591 = m[10496]!;
  const t592 = t591 === 0 || t591 - t591 !== 0 ? NaN : m[10650]! / t591;
  const t593 = t592 === 0 || t592 - t592 !== 0 ? NaN : ((t588 === 0 || t588 - t588 !== 0 ? NaN : ((t590 === 0 || t590 - t590 !== 0 ? NaN : (m[10587]! + m[10608]!) / t590) * m[10664]!) / t588) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t592;
  m[11552] = t593 - t593 === 0 ? t593 : NaN; // ltv_cac 2030
  const t594 = t591 === 0 || t591 - t591 !== 0 ? NaN : (m[10650]! + m[10643]!) / t591;
  const t595 = t594 === 0 || t594 - t594 !== 0 ? NaN : ((t588 === 0 || t588 - t588 !== 0 ? NaN : ((t590 === 0 || t590 - t590 !== 0 ? NaN : (m[10587]! + m[10608]!) / t590) * m[10664]!) / t588) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t594;
  m[11558] = t595 - t595 === 0 ? t595 : NaN; // ltv_cac_fully_loaded 2030
  const t596 = m[10622]! + m[10657]!;
  const t597 = t596 === 0 || t596 - t596 !== 0 ? NaN : m[10664]! / t596;
  m[11564] = t597 - t597 === 0 ? t597 : NaN; // unit_economics 2030
  const t598 = t588 === 0 || t588 - t588 !== 0 ? NaN : (100 * m[10727]!) / t588;
  m[11570] = t598 - t598 === 0 ? t598 : NaN; // operating_margin 2030
  const t599 = t588 === 0 || t588 - t588 !== 0 ? NaN : (100 * (((m[10664]! - m[10650]!) - m[10692]!) - m[10699]!)) / t588;
  m[11576] = t599 - t599 === 0 ? t599 : NaN; // contribution_margin 2030
  const t600 = m[10496]! + m[10524]!;
  const t601 = t600 === 0 || t600 - t600 !== 0 ? NaN : m[10650]! / t600;
  m[11582] = t601 - t601 === 0 ? t601 : NaN; // cac 2030
  const t602 = t600 === 0 || t600 - t600 !== 0 ? NaN : (m[10650]! + m[10643]!) / t600;
  m[11588] = t602 - t602 === 0 ? t602 : NaN; // cac_fully_loaded 2030
  const t603 = ($max(0, -m[11322]!) / 12) / 1000;
  m[11594] = t603 - t603 === 0 ? t603 : NaN; // monthly_burn 2030
  const t604 = $max(0, -m[11322]!) / 12;
  const t605 = t604 === 0 || t604 - t604 !== 0 ? NaN : m[11315]! / t604;
  m[11600] = t605 - t605 === 0 ? t605 : NaN; // cash_runway 2030
  const t606 = m[10468]!;
  const t607 = (t606 === 0 || t606 - t606 !== 0 ? NaN : m[10615]! / t606) / 1000;
  m[11606] = t607 - t607 === 0 ? t607 : NaN; // revenue_per_employee 2030
  const t608 = m[10650]!;
  const t609 = t608 === 0 || t608 - t608 !== 0 ? NaN : (t590 === 0 || t590 - t590 !== 0 ? NaN : (m[10496]! * (m[10587]! + m[10608]!)) / t590) / t608;
  m[11612] = t609 - t609 === 0 ? t609 : NaN; // sales_efficiency 2030
  const t610 = m[10650]! + m[10643]!;
  const t611 = t610 === 0 || t610 - t610 !== 0 ? NaN : (m[11469]! - m[11468]!) / t610;
  m[11618] = t611 - t611 === 0 ? t611 : NaN; // magic_number 2030
  const t612 = m[10614]!;
  const t613 = (100 * ((t612 === 0 || t612 - t612 !== 0 ? NaN : m[10615]! / t612) - 1)) + (t588 === 0 || t588 - t588 !== 0 ? NaN : (100 * m[10727]!) / t588);
  m[11624] = t613 - t613 === 0 ? t613 : NaN; // rule_of_40 2030
  const t614 = (capital_injection_2025 + m[11427]!) - capital_reserve_2025;
  const t615 = t614 === 0 || t614 - t614 !== 0 ? NaN : m[11469]! / t614;
  m[11630] = t615 - t615 === 0 ? t615 : NaN; // capital_efficiency 2030
  m[11636] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2030
  const t616 = m[10565]!;
  const t617 = m[10516]! + m[10530]!;
  const t618 = t617 === 0 || t617 - t617 !== 0 ? NaN : (m[10517]! + m[10531]!) / t617;
  const t619 = t618 === 0 || t618 - t618 !== 0 ? NaN : (t616 === 0 || t616 - t616 !== 0 ? NaN : m[10566]! / t616) / t618;
  m[11642] = t619 - t619 === 0 ? t619 : NaN; // network_effect_multiplier 2030
  const t620 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10517]! - m[10516]!)) / addressable_medical_facilities;
  m[11648] = t620 - t620 === 0 ? t620 : NaN; // whitespace_penetration_velocity 2030
  const t621 = m[10601]!;
  const t622 = t621 === 0 || t621 - t621 !== 0 ? NaN : m[10615]! / t621;
  m[11654] = t622 - t622 === 0 ? t622 : NaN; // b2b2c_revenue_multiplier 2030
  m[11660] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2030
  m[11666] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2030
  const t623 = m[11489]!;
  const t624 = t623 === 0 || t623 - t623 !== 0 ? NaN : m[11490]! / t623;
  const t625 = t624 === 0 || t624 - t624 !== 0 ? NaN : (t612 === 0 || t612 - t612 !== 0 ? NaN : m[10615]! / t612) / t624;
  m[11672] = t625 - t625 === 0 ? t625 : NaN; // asset_light_scalability 2030
  const t626 = m[10475]!;
  const t627 = (t626 === 0 || t626 - t626 !== 0 ? NaN : m[10496]! / t626) / 12;
  m[11678] = t627 - t627 === 0 ? t627 : NaN; // sales_model_efficiency 2030
  const t628 = t580 === 0 || t580 - t580 !== 0 ? NaN : (m[10482]! - ((12 * m[10475]!) * sales_rep_productivity)) / t580;
  m[11684] = t628 - t628 === 0 ? t628 : NaN; // viral_coefficient 2030
  const t629 = 100 * ((t616 === 0 || t616 - t616 !== 0 ? NaN : m[10566]! / t616) - 1);
  m[11690] = t629 - t629 === 0 ? t629 : NaN; // market_creation_velocity 2030
  m[11696] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2030
  const t630 = (t590 === 0 || t590 - t590 !== 0 ? NaN : (m[10587]! + m[10608]!) / t590) / 1000;
  m[11702] = t630 - t630 === 0 ? t630 : NaN; // revenue_per_medical_client 2030
  const t631 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t632 = t631 === 0 || t631 - t631 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t631;
  m[11708] = t632 - t632 === 0 ? t632 : NaN; // data_addon_share 2030
  const t633 = t588 === 0 || t588 - t588 !== 0 ? NaN : (100 * m[10594]!) / t588;
  m[11714] = t633 - t633 === 0 ? t633 : NaN; // logistics_revenue_share 2030
  const t634 = 100 * ((t612 === 0 || t612 - t612 !== 0 ? NaN : m[10615]! / t612) - 1);
  m[11720] = t634 - t634 === 0 ? t634 : NaN; // revenue_growth 2030
  const t635 = t588 === 0 || t588 - t588 !== 0 ? NaN : (100 * m[10622]!) / t588;
  m[11726] = t635 - t635 === 0 ? t635 : NaN; // cogs_share 2030
  const t636 = m[10566]!;
  const t637 = t636 === 0 || t636 - t636 !== 0 ? NaN : m[10622]! / t636;
  m[11732] = t637 - t637 === 0 ? t637 : NaN; // cogs_per_ride 2030
}
