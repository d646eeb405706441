// Generated from the model definition by `npm run -s kernel -- --write` (engine/kernel/generate.ts). Do not edit:
// tests/unit/engine/kernel.test.ts fails when this file is not what the definition generates.
import * as $ from './semantics.ts';

/** The semantics.ts functions the code calls, read once (generate.ts helper). */
const { chooseIndex: $chooseIndex, condition: $condition, eq: $eq, exp: $exp, gt: $gt, le: $le, lt: $lt, max: $max, min: $min, pow: $pow, round: $round, twelveMonths: $twelveMonths } = $;

/** The definition this code was generated from (engine/kernel/fingerprint.ts). */
export const GENERATED_FROM = '1b6cf5bd72083f';

/** Cells of the kernel's memory (modelPlan.ts kernelMemory). */
export const MEMORY_SIZE = 12616;

/** The Annual cells that aggregate twelve consecutive months: the cell, the year's first month, the divisor (1 for SUM, 12 for AVERAGE). */
const TWELVE_MONTHS = new Int32Array([
  10231, 162, 12, // ftes 2024
  10232, 174, 12, // ftes 2025
  10233, 1692, 12, // ftes 2026
  10234, 1704, 12, // ftes 2027
  10235, 1716, 12, // ftes 2028
  10236, 1728, 12, // ftes 2029
  10237, 1740, 12, // ftes 2030
  10240, 1753, 12, // sales_reps 2026
  10241, 1765, 12, // sales_reps 2027
  10242, 1777, 12, // sales_reps 2028
  10243, 1789, 12, // sales_reps 2029
  10244, 1801, 12, // sales_reps 2030
  10247, 1814, 1, // onboarded_medical_clients 2026
  10248, 1826, 1, // onboarded_medical_clients 2027
  10249, 1838, 1, // onboarded_medical_clients 2028
  10250, 1850, 1, // onboarded_medical_clients 2029
  10251, 1862, 1, // onboarded_medical_clients 2030
  10259, 186, 1, // new_medical_clients 2024
  10260, 198, 1, // new_medical_clients 2025
  10261, 1936, 1, // new_medical_clients 2026
  10262, 1948, 1, // new_medical_clients 2027
  10263, 1960, 1, // new_medical_clients 2028
  10264, 1972, 1, // new_medical_clients 2029
  10265, 1984, 1, // new_medical_clients 2030
  10287, 258, 1, // new_transport_clients 2024
  10288, 270, 1, // new_transport_clients 2025
  10289, 2180, 1, // new_transport_clients 2026
  10290, 2192, 1, // new_transport_clients 2027
  10291, 2204, 1, // new_transport_clients 2028
  10292, 2216, 1, // new_transport_clients 2029
  10293, 2228, 1, // new_transport_clients 2030
  10301, 858, 12, // platform_adoption 2024
  10302, 870, 12, // platform_adoption 2025
  10303, 2302, 12, // platform_adoption 2026
  10304, 2314, 12, // platform_adoption 2027
  10305, 2326, 12, // platform_adoption 2028
  10306, 2338, 12, // platform_adoption 2029
  10307, 2350, 12, // platform_adoption 2030
  10310, 2363, 1, // outpatient_rides 2026
  10311, 2375, 1, // outpatient_rides 2027
  10312, 2387, 1, // outpatient_rides 2028
  10313, 2399, 1, // outpatient_rides 2029
  10314, 2411, 1, // outpatient_rides 2030
  10315, 306, 1, // medical_rides 2024
  10316, 318, 1, // medical_rides 2025
  10317, 2424, 1, // medical_rides 2026
  10318, 2436, 1, // medical_rides 2027
  10319, 2448, 1, // medical_rides 2028
  10320, 2460, 1, // medical_rides 2029
  10321, 2472, 1, // medical_rides 2030
  10322, 330, 1, // transport_rides 2024
  10323, 342, 1, // transport_rides 2025
  10324, 2485, 1, // transport_rides 2026
  10325, 2497, 1, // transport_rides 2027
  10326, 2509, 1, // transport_rides 2028
  10327, 2521, 1, // transport_rides 2029
  10328, 2533, 1, // transport_rides 2030
  10329, 354, 1, // rides 2024
  10330, 366, 1, // rides 2025
  10331, 2546, 1, // rides 2026
  10332, 2558, 1, // rides 2027
  10333, 2570, 1, // rides 2028
  10334, 2582, 1, // rides 2029
  10335, 2594, 1, // rides 2030
  10343, 378, 1, // one_time_revenue 2024
  10344, 390, 1, // one_time_revenue 2025
  10345, 2668, 1, // one_time_revenue 2026
  10346, 2680, 1, // one_time_revenue 2027
  10347, 2692, 1, // one_time_revenue 2028
  10348, 2704, 1, // one_time_revenue 2029
  10349, 2716, 1, // one_time_revenue 2030
  10350, 402, 1, // medical_recurring_revenue 2024
  10351, 414, 1, // medical_recurring_revenue 2025
  10352, 2729, 1, // medical_recurring_revenue 2026
  10353, 2741, 1, // medical_recurring_revenue 2027
  10354, 2753, 1, // medical_recurring_revenue 2028
  10355, 2765, 1, // medical_recurring_revenue 2029
  10356, 2777, 1, // medical_recurring_revenue 2030
  10357, 426, 1, // transport_recurring_revenue 2024
  10358, 438, 1, // transport_recurring_revenue 2025
  10359, 2790, 1, // transport_recurring_revenue 2026
  10360, 2802, 1, // transport_recurring_revenue 2027
  10361, 2814, 1, // transport_recurring_revenue 2028
  10362, 2826, 1, // transport_recurring_revenue 2029
  10363, 2838, 1, // transport_recurring_revenue 2030
  10364, 450, 1, // recurring_revenue 2024
  10365, 462, 1, // recurring_revenue 2025
  10366, 2851, 1, // recurring_revenue 2026
  10367, 2863, 1, // recurring_revenue 2027
  10368, 2875, 1, // recurring_revenue 2028
  10369, 2887, 1, // recurring_revenue 2029
  10370, 2899, 1, // recurring_revenue 2030
  10371, 474, 1, // transaction_revenue 2024
  10372, 486, 1, // transaction_revenue 2025
  10373, 2912, 1, // transaction_revenue 2026
  10374, 2924, 1, // transaction_revenue 2027
  10375, 2936, 1, // transaction_revenue 2028
  10376, 2948, 1, // transaction_revenue 2029
  10377, 2960, 1, // transaction_revenue 2030
  10378, 498, 1, // total_revenue 2024
  10379, 510, 1, // total_revenue 2025
  10380, 2973, 1, // total_revenue 2026
  10381, 2985, 1, // total_revenue 2027
  10382, 2997, 1, // total_revenue 2028
  10383, 3009, 1, // total_revenue 2029
  10384, 3021, 1, // total_revenue 2030
  10385, 522, 1, // cost_of_goods_sold 2024
  10386, 534, 1, // cost_of_goods_sold 2025
  10387, 3034, 1, // cost_of_goods_sold 2026
  10388, 3046, 1, // cost_of_goods_sold 2027
  10389, 3058, 1, // cost_of_goods_sold 2028
  10390, 3070, 1, // cost_of_goods_sold 2029
  10391, 3082, 1, // cost_of_goods_sold 2030
  10392, 546, 1, // gross_profit 2024
  10393, 558, 1, // gross_profit 2025
  10394, 3095, 1, // gross_profit 2026
  10395, 3107, 1, // gross_profit 2027
  10396, 3119, 1, // gross_profit 2028
  10397, 3131, 1, // gross_profit 2029
  10398, 3143, 1, // gross_profit 2030
  10399, 570, 1, // employees 2024
  10400, 582, 1, // employees 2025
  10401, 3156, 1, // employees 2026
  10402, 3168, 1, // employees 2027
  10403, 3180, 1, // employees 2028
  10404, 3192, 1, // employees 2029
  10405, 3204, 1, // employees 2030
  10406, 594, 1, // sales_marketing 2024
  10407, 606, 1, // sales_marketing 2025
  10408, 3217, 1, // sales_marketing 2026
  10409, 3229, 1, // sales_marketing 2027
  10410, 3241, 1, // sales_marketing 2028
  10411, 3253, 1, // sales_marketing 2029
  10412, 3265, 1, // sales_marketing 2030
  10413, 618, 1, // hosting_licenses 2024
  10414, 630, 1, // hosting_licenses 2025
  10415, 3278, 1, // hosting_licenses 2026
  10416, 3290, 1, // hosting_licenses 2027
  10417, 3302, 1, // hosting_licenses 2028
  10418, 3314, 1, // hosting_licenses 2029
  10419, 3326, 1, // hosting_licenses 2030
  10420, 642, 1, // office_infrastructure 2024
  10421, 654, 1, // office_infrastructure 2025
  10422, 3339, 1, // office_infrastructure 2026
  10423, 3351, 1, // office_infrastructure 2027
  10424, 3363, 1, // office_infrastructure 2028
  10425, 3375, 1, // office_infrastructure 2029
  10426, 3387, 1, // office_infrastructure 2030
  10427, 666, 1, // legal_tax 2024
  10428, 678, 1, // legal_tax 2025
  10429, 3400, 1, // legal_tax 2026
  10430, 3412, 1, // legal_tax 2027
  10431, 3424, 1, // legal_tax 2028
  10432, 3436, 1, // legal_tax 2029
  10433, 3448, 1, // legal_tax 2030
  10434, 690, 1, // bfs_factoring 2024
  10435, 702, 1, // bfs_factoring 2025
  10436, 3461, 1, // bfs_factoring 2026
  10437, 3473, 1, // bfs_factoring 2027
  10438, 3485, 1, // bfs_factoring 2028
  10439, 3497, 1, // bfs_factoring 2029
  10440, 3509, 1, // bfs_factoring 2030
  10441, 714, 1, // bonus_pool_tc 2024
  10442, 726, 1, // bonus_pool_tc 2025
  10443, 3522, 1, // bonus_pool_tc 2026
  10444, 3534, 1, // bonus_pool_tc 2027
  10445, 3546, 1, // bonus_pool_tc 2028
  10446, 3558, 1, // bonus_pool_tc 2029
  10447, 3570, 1, // bonus_pool_tc 2030
  10448, 738, 1, // bonus_pool_mc 2024
  10449, 750, 1, // bonus_pool_mc 2025
  10450, 3583, 1, // bonus_pool_mc 2026
  10451, 3595, 1, // bonus_pool_mc 2027
  10452, 3607, 1, // bonus_pool_mc 2028
  10453, 3619, 1, // bonus_pool_mc 2029
  10454, 3631, 1, // bonus_pool_mc 2030
  10455, 762, 1, // rounding_adjustment 2024
  10456, 774, 1, // rounding_adjustment 2025
  10457, 3644, 1, // rounding_adjustment 2026
  10458, 3656, 1, // rounding_adjustment 2027
  10459, 3668, 1, // rounding_adjustment 2028
  10460, 3680, 1, // rounding_adjustment 2029
  10461, 3692, 1, // rounding_adjustment 2030
  10462, 786, 1, // total_operating_expenses 2024
  10463, 798, 1, // total_operating_expenses 2025
  10464, 3705, 1, // total_operating_expenses 2026
  10465, 3717, 1, // total_operating_expenses 2027
  10466, 3729, 1, // total_operating_expenses 2028
  10467, 3741, 1, // total_operating_expenses 2029
  10468, 3753, 1, // total_operating_expenses 2030
  10469, 882, 1, // own_work_capitalised 2024
  10470, 894, 1, // own_work_capitalised 2025
  10471, 3766, 1, // own_work_capitalised 2026
  10472, 3778, 1, // own_work_capitalised 2027
  10473, 3790, 1, // own_work_capitalised 2028
  10474, 3802, 1, // own_work_capitalised 2029
  10475, 3814, 1, // own_work_capitalised 2030
  10476, 810, 1, // ebitda 2024
  10477, 822, 1, // ebitda 2025
  10478, 3827, 1, // ebitda 2026
  10479, 3839, 1, // ebitda 2027
  10480, 3851, 1, // ebitda 2028
  10481, 3863, 1, // ebitda 2029
  10482, 3875, 1, // ebitda 2030
  10485, 3888, 1, // depreciation_amortisation 2026
  10486, 3900, 1, // depreciation_amortisation 2027
  10487, 3912, 1, // depreciation_amortisation 2028
  10488, 3924, 1, // depreciation_amortisation 2029
  10489, 3936, 1, // depreciation_amortisation 2030
  10492, 3949, 1, // ebit 2026
  10493, 3961, 1, // ebit 2027
  10494, 3973, 1, // ebit 2028
  10495, 3985, 1, // ebit 2029
  10496, 3997, 1, // ebit 2030
  10499, 4010, 1, // interest_income 2026
  10500, 4022, 1, // interest_income 2027
  10501, 4034, 1, // interest_income 2028
  10502, 4046, 1, // interest_income 2029
  10503, 4058, 1, // interest_income 2030
  10506, 4071, 1, // interest_expense 2026
  10507, 4083, 1, // interest_expense 2027
  10508, 4095, 1, // interest_expense 2028
  10509, 4107, 1, // interest_expense 2029
  10510, 4119, 1, // interest_expense 2030
  10513, 4132, 1, // earnings_before_tax 2026
  10514, 4144, 1, // earnings_before_tax 2027
  10515, 4156, 1, // earnings_before_tax 2028
  10516, 4168, 1, // earnings_before_tax 2029
  10517, 4180, 1, // earnings_before_tax 2030
  10520, 4193, 1, // corporate_income_tax 2026
  10521, 4205, 1, // corporate_income_tax 2027
  10522, 4217, 1, // corporate_income_tax 2028
  10523, 4229, 1, // corporate_income_tax 2029
  10524, 4241, 1, // corporate_income_tax 2030
  10527, 4254, 1, // trade_tax 2026
  10528, 4266, 1, // trade_tax 2027
  10529, 4278, 1, // trade_tax 2028
  10530, 4290, 1, // trade_tax 2029
  10531, 4302, 1, // trade_tax 2030
  10534, 4315, 1, // income_taxes 2026
  10535, 4327, 1, // income_taxes 2027
  10536, 4339, 1, // income_taxes 2028
  10537, 4351, 1, // income_taxes 2029
  10538, 4363, 1, // income_taxes 2030
  10541, 4376, 1, // net_income 2026
  10542, 4388, 1, // net_income 2027
  10543, 4400, 1, // net_income 2028
  10544, 4412, 1, // net_income 2029
  10545, 4424, 1, // net_income 2030
  10548, 4437, 1, // new_ftes 2026
  10549, 4449, 1, // new_ftes 2027
  10550, 4461, 1, // new_ftes 2028
  10551, 4473, 1, // new_ftes 2029
  10552, 4485, 1, // new_ftes 2030
  10555, 4498, 1, // capex_it_equipment 2026
  10556, 4510, 1, // capex_it_equipment 2027
  10557, 4522, 1, // capex_it_equipment 2028
  10558, 4534, 1, // capex_it_equipment 2029
  10559, 4546, 1, // capex_it_equipment 2030
  10562, 4559, 1, // capex_office_equipment 2026
  10563, 4571, 1, // capex_office_equipment 2027
  10564, 4583, 1, // capex_office_equipment 2028
  10565, 4595, 1, // capex_office_equipment 2029
  10566, 4607, 1, // capex_office_equipment 2030
  10569, 4620, 1, // capex 2026
  10570, 4632, 1, // capex 2027
  10571, 4644, 1, // capex 2028
  10572, 4656, 1, // capex 2029
  10573, 4668, 1, // capex 2030
  10583, 4742, 1, // depreciation_it_equipment 2026
  10584, 4754, 1, // depreciation_it_equipment 2027
  10585, 4766, 1, // depreciation_it_equipment 2028
  10586, 4778, 1, // depreciation_it_equipment 2029
  10587, 4790, 1, // depreciation_it_equipment 2030
  10597, 4864, 1, // depreciation_office_equipment 2026
  10598, 4876, 1, // depreciation_office_equipment 2027
  10599, 4888, 1, // depreciation_office_equipment 2028
  10600, 4900, 1, // depreciation_office_equipment 2029
  10601, 4912, 1, // depreciation_office_equipment 2030
  10611, 4986, 1, // amortisation_own_work 2026
  10612, 4998, 1, // amortisation_own_work 2027
  10613, 5010, 1, // amortisation_own_work 2028
  10614, 5022, 1, // amortisation_own_work 2029
  10615, 5034, 1, // amortisation_own_work 2030
  10618, 5047, 1, // depreciation_opening_assets 2026
  10619, 5059, 1, // depreciation_opening_assets 2027
  10620, 5071, 1, // depreciation_opening_assets 2028
  10621, 5083, 1, // depreciation_opening_assets 2029
  10622, 5095, 1, // depreciation_opening_assets 2030
  10625, 5108, 1, // non_payroll_costs 2026
  10626, 5120, 1, // non_payroll_costs 2027
  10627, 5132, 1, // non_payroll_costs 2028
  10628, 5144, 1, // non_payroll_costs 2029
  10629, 5156, 1, // non_payroll_costs 2030
  10632, 5169, 1, // output_vat 2026
  10633, 5181, 1, // output_vat 2027
  10634, 5193, 1, // output_vat 2028
  10635, 5205, 1, // output_vat 2029
  10636, 5217, 1, // output_vat 2030
  10639, 5230, 1, // input_vat 2026
  10640, 5242, 1, // input_vat 2027
  10641, 5254, 1, // input_vat 2028
  10642, 5266, 1, // input_vat 2029
  10643, 5278, 1, // input_vat 2030
  10646, 5291, 1, // vat_net 2026
  10647, 5303, 1, // vat_net 2027
  10648, 5315, 1, // vat_net 2028
  10649, 5327, 1, // vat_net 2029
  10650, 5339, 1, // vat_net 2030
  10653, 5352, 1, // vat_paid 2026
  10654, 5364, 1, // vat_paid 2027
  10655, 5376, 1, // vat_paid 2028
  10656, 5388, 1, // vat_paid 2029
  10657, 5400, 1, // vat_paid 2030
  10667, 5474, 1, // taxable_income 2026
  10668, 5486, 1, // taxable_income 2027
  10669, 5498, 1, // taxable_income 2028
  10670, 5510, 1, // taxable_income 2029
  10671, 5522, 1, // taxable_income 2030
  10765, 6328, 1, // tax_prepayments 2026
  10766, 6340, 1, // tax_prepayments 2027
  10767, 6352, 1, // tax_prepayments 2028
  10768, 6364, 1, // tax_prepayments 2029
  10769, 6376, 1, // tax_prepayments 2030
  10786, 6511, 1, // tax_settlement 2026
  10787, 6523, 1, // tax_settlement 2027
  10788, 6535, 1, // tax_settlement 2028
  10789, 6547, 1, // tax_settlement 2029
  10790, 6559, 1, // tax_settlement 2030
  10793, 6572, 1, // taxes_paid 2026
  10794, 6584, 1, // taxes_paid 2027
  10795, 6596, 1, // taxes_paid 2028
  10796, 6608, 1, // taxes_paid 2029
  10797, 6620, 1, // taxes_paid 2030
  10807, 6694, 1, // equity_raised 2026
  10808, 6706, 1, // equity_raised 2027
  10809, 6718, 1, // equity_raised 2028
  10810, 6730, 1, // equity_raised 2029
  10811, 6742, 1, // equity_raised 2030
  10814, 6755, 1, // opening_loans_repayment 2026
  10815, 6767, 1, // opening_loans_repayment 2027
  10816, 6779, 1, // opening_loans_repayment 2028
  10817, 6791, 1, // opening_loans_repayment 2029
  10818, 6803, 1, // opening_loans_repayment 2030
  10821, 6816, 1, // opening_loans_interest 2026
  10822, 6828, 1, // opening_loans_interest 2027
  10823, 6840, 1, // opening_loans_interest 2028
  10824, 6852, 1, // opening_loans_interest 2029
  10825, 6864, 1, // opening_loans_interest 2030
  10842, 6999, 1, // loan_1_draw 2026
  10843, 7011, 1, // loan_1_draw 2027
  10844, 7023, 1, // loan_1_draw 2028
  10845, 7035, 1, // loan_1_draw 2029
  10846, 7047, 1, // loan_1_draw 2030
  10849, 7060, 1, // loan_1_interest 2026
  10850, 7072, 1, // loan_1_interest 2027
  10851, 7084, 1, // loan_1_interest 2028
  10852, 7096, 1, // loan_1_interest 2029
  10853, 7108, 1, // loan_1_interest 2030
  10856, 7121, 1, // loan_1_repayment 2026
  10857, 7133, 1, // loan_1_repayment 2027
  10858, 7145, 1, // loan_1_repayment 2028
  10859, 7157, 1, // loan_1_repayment 2029
  10860, 7169, 1, // loan_1_repayment 2030
  10877, 7304, 1, // loan_2_draw 2026
  10878, 7316, 1, // loan_2_draw 2027
  10879, 7328, 1, // loan_2_draw 2028
  10880, 7340, 1, // loan_2_draw 2029
  10881, 7352, 1, // loan_2_draw 2030
  10884, 7365, 1, // loan_2_interest 2026
  10885, 7377, 1, // loan_2_interest 2027
  10886, 7389, 1, // loan_2_interest 2028
  10887, 7401, 1, // loan_2_interest 2029
  10888, 7413, 1, // loan_2_interest 2030
  10891, 7426, 1, // loan_2_repayment 2026
  10892, 7438, 1, // loan_2_repayment 2027
  10893, 7450, 1, // loan_2_repayment 2028
  10894, 7462, 1, // loan_2_repayment 2029
  10895, 7474, 1, // loan_2_repayment 2030
  10905, 7548, 1, // loan_draws 2026
  10906, 7560, 1, // loan_draws 2027
  10907, 7572, 1, // loan_draws 2028
  10908, 7584, 1, // loan_draws 2029
  10909, 7596, 1, // loan_draws 2030
  10912, 7609, 1, // loan_repayments 2026
  10913, 7621, 1, // loan_repayments 2027
  10914, 7633, 1, // loan_repayments 2028
  10915, 7645, 1, // loan_repayments 2029
  10916, 7657, 1, // loan_repayments 2030
  10919, 7670, 1, // cf_net_income 2026
  10920, 7682, 1, // cf_net_income 2027
  10921, 7694, 1, // cf_net_income 2028
  10922, 7706, 1, // cf_net_income 2029
  10923, 7718, 1, // cf_net_income 2030
  10926, 7731, 1, // cf_depreciation 2026
  10927, 7743, 1, // cf_depreciation 2027
  10928, 7755, 1, // cf_depreciation 2028
  10929, 7767, 1, // cf_depreciation 2029
  10930, 7779, 1, // cf_depreciation 2030
  10933, 7792, 1, // cf_change_receivables 2026
  10934, 7804, 1, // cf_change_receivables 2027
  10935, 7816, 1, // cf_change_receivables 2028
  10936, 7828, 1, // cf_change_receivables 2029
  10937, 7840, 1, // cf_change_receivables 2030
  10940, 7853, 1, // cf_change_payables 2026
  10941, 7865, 1, // cf_change_payables 2027
  10942, 7877, 1, // cf_change_payables 2028
  10943, 7889, 1, // cf_change_payables 2029
  10944, 7901, 1, // cf_change_payables 2030
  10947, 7914, 1, // cf_change_deferred_revenue 2026
  10948, 7926, 1, // cf_change_deferred_revenue 2027
  10949, 7938, 1, // cf_change_deferred_revenue 2028
  10950, 7950, 1, // cf_change_deferred_revenue 2029
  10951, 7962, 1, // cf_change_deferred_revenue 2030
  10954, 7975, 1, // cf_change_vat 2026
  10955, 7987, 1, // cf_change_vat 2027
  10956, 7999, 1, // cf_change_vat 2028
  10957, 8011, 1, // cf_change_vat 2029
  10958, 8023, 1, // cf_change_vat 2030
  10961, 8036, 1, // cf_interest_result 2026
  10962, 8048, 1, // cf_interest_result 2027
  10963, 8060, 1, // cf_interest_result 2028
  10964, 8072, 1, // cf_interest_result 2029
  10965, 8084, 1, // cf_interest_result 2030
  10968, 8097, 1, // cf_income_tax_expense 2026
  10969, 8109, 1, // cf_income_tax_expense 2027
  10970, 8121, 1, // cf_income_tax_expense 2028
  10971, 8133, 1, // cf_income_tax_expense 2029
  10972, 8145, 1, // cf_income_tax_expense 2030
  10975, 8158, 1, // cf_income_taxes_paid 2026
  10976, 8170, 1, // cf_income_taxes_paid 2027
  10977, 8182, 1, // cf_income_taxes_paid 2028
  10978, 8194, 1, // cf_income_taxes_paid 2029
  10979, 8206, 1, // cf_income_taxes_paid 2030
  10982, 8219, 1, // cash_from_operations 2026
  10983, 8231, 1, // cash_from_operations 2027
  10984, 8243, 1, // cash_from_operations 2028
  10985, 8255, 1, // cash_from_operations 2029
  10986, 8267, 1, // cash_from_operations 2030
  10989, 8280, 1, // cf_capex 2026
  10990, 8292, 1, // cf_capex 2027
  10991, 8304, 1, // cf_capex 2028
  10992, 8316, 1, // cf_capex 2029
  10993, 8328, 1, // cf_capex 2030
  10996, 8341, 1, // cf_capitalised_development 2026
  10997, 8353, 1, // cf_capitalised_development 2027
  10998, 8365, 1, // cf_capitalised_development 2028
  10999, 8377, 1, // cf_capitalised_development 2029
  11000, 8389, 1, // cf_capitalised_development 2030
  11003, 8402, 1, // cf_interest_received 2026
  11004, 8414, 1, // cf_interest_received 2027
  11005, 8426, 1, // cf_interest_received 2028
  11006, 8438, 1, // cf_interest_received 2029
  11007, 8450, 1, // cf_interest_received 2030
  11010, 8463, 1, // cash_from_investing 2026
  11011, 8475, 1, // cash_from_investing 2027
  11012, 8487, 1, // cash_from_investing 2028
  11013, 8499, 1, // cash_from_investing 2029
  11014, 8511, 1, // cash_from_investing 2030
  11017, 8524, 1, // cf_equity_raised 2026
  11018, 8536, 1, // cf_equity_raised 2027
  11019, 8548, 1, // cf_equity_raised 2028
  11020, 8560, 1, // cf_equity_raised 2029
  11021, 8572, 1, // cf_equity_raised 2030
  11024, 8585, 1, // cf_loan_draws 2026
  11025, 8597, 1, // cf_loan_draws 2027
  11026, 8609, 1, // cf_loan_draws 2028
  11027, 8621, 1, // cf_loan_draws 2029
  11028, 8633, 1, // cf_loan_draws 2030
  11031, 8646, 1, // cf_loan_repayments 2026
  11032, 8658, 1, // cf_loan_repayments 2027
  11033, 8670, 1, // cf_loan_repayments 2028
  11034, 8682, 1, // cf_loan_repayments 2029
  11035, 8694, 1, // cf_loan_repayments 2030
  11038, 8707, 1, // cf_interest_paid 2026
  11039, 8719, 1, // cf_interest_paid 2027
  11040, 8731, 1, // cf_interest_paid 2028
  11041, 8743, 1, // cf_interest_paid 2029
  11042, 8755, 1, // cf_interest_paid 2030
  11045, 8768, 1, // cash_from_financing 2026
  11046, 8780, 1, // cash_from_financing 2027
  11047, 8792, 1, // cash_from_financing 2028
  11048, 8804, 1, // cash_from_financing 2029
  11049, 8816, 1, // cash_from_financing 2030
  11052, 8829, 1, // net_change_in_cash 2026
  11053, 8841, 1, // net_change_in_cash 2027
  11054, 8853, 1, // net_change_in_cash 2028
  11055, 8865, 1, // net_change_in_cash 2029
  11056, 8877, 1, // net_change_in_cash 2030
  11073, 9012, 1, // net_burn 2026
  11074, 9024, 1, // net_burn 2027
  11075, 9036, 1, // net_burn 2028
  11076, 9048, 1, // net_burn 2029
  11077, 9060, 1, // net_burn 2030
  11080, 9073, 1, // below_covenant 2026
  11081, 9085, 1, // below_covenant 2027
  11082, 9097, 1, // below_covenant 2028
  11083, 9109, 1, // below_covenant 2029
  11084, 9121, 1, // below_covenant 2030
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
  const t12 = 1 - $pow(1 + (loan_1_rate / 1200), -loan_1_term_months);
  const t13 = $condition($eq($pow(1 + (loan_1_rate / 1200), loan_1_term_months), 1));
  const t14 = t13 === 1 ? (loan_1_term_months === 0 || loan_1_term_months - loan_1_term_months !== 0 ? NaN : loan_1_amount / loan_1_term_months) : t13 === 0 ? (t12 === 0 || t12 - t12 !== 0 ? NaN : ((loan_1_amount * loan_1_rate) / 1200) / t12) : NaN;
  m[136] = t14 - t14 === 0 ? t14 : NaN; // loan_1_annuity
  const t15 = 1 - $pow(1 + (loan_2_rate / 1200), -loan_2_term_months);
  const t16 = $condition($eq($pow(1 + (loan_2_rate / 1200), loan_2_term_months), 1));
  const t17 = t16 === 1 ? (loan_2_term_months === 0 || loan_2_term_months - loan_2_term_months !== 0 ? NaN : loan_2_amount / loan_2_term_months) : t16 === 0 ? (t15 === 0 || t15 - t15 !== 0 ? NaN : ((loan_2_amount * loan_2_rate) / 1200) / t15) : NaN;
  m[137] = t17 - t17 === 0 ? t17 : NaN; // loan_2_annuity
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
  const opening_cash_2024 = m[978]!;
  const capital_injection_2025 = m[1002]!;
  const capital_injection_month = m[1026]!;
  const fixed_assets_2025 = m[1050]!;
  const fixed_assets_2025_life_months = m[1074]!;
  const receivables_2025 = m[1098]!;
  const payables_2025 = m[1122]!;
  const deferred_revenue_2025 = m[1146]!;
  const vat_payable_2025 = m[1170]!;
  const income_tax_payable_2025 = m[1194]!;
  const loans_2025 = m[1218]!;
  const loans_2025_rate = m[1242]!;
  const loans_2025_months = m[1266]!;
  const subscribed_capital_2025 = m[1290]!;
  const capital_reserve_2025 = m[1314]!;
  const tax_loss_carryforward_kst_2025 = m[1338]!;
  const tax_loss_carryforward_gewst_2025 = m[1362]!;

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
  const t18 = m[210]! + m[234]!;
  m[834] = t18 - t18 === 0 ? t18 : NaN; // medical_clients
  const t19 = (m[210]! * inpatient_potential_rides_per_client) + (m[234]! * outpatient_rides_per_client_month);
  const t20 = $condition($gt((m[210]! * inpatient_potential_rides_per_client) + (m[234]! * outpatient_rides_per_client_month), 0));
  const t21 = t20 === 1 ? (t19 === 0 || t19 - t19 !== 0 ? NaN : m[306]! / t19) : t20 === 0 ? 0 : NaN;
  m[858] = t21 - t21 === 0 ? t21 : NaN; // platform_adoption
  const t22 = 0;
  m[882] = t22 - t22 === 0 ? t22 : NaN; // own_work_capitalised
  const t23 = $condition($eq(m[138]!, capital_injection_month));
  const t24 = t23 === 1 ? capital_injection_2025 : t23 === 0 ? 0 : NaN;
  const capital_injection = (m[906] = t24 - t24 === 0 ? t24 : NaN);
  const opening_cash = (m[930] = opening_cash_2024 - opening_cash_2024 === 0 ? opening_cash_2024 : NaN);
  const t25 = (opening_cash + m[810]!) + capital_injection;
  m[954] = t25 - t25 === 0 ? t25 : NaN; // closing_cash

  // … and every later actual month
  for (let c = 1; c < 24; c += 1) {
    const t26 = m[210 + c]! + m[234 + c]!;
    m[834 + c] = t26 - t26 === 0 ? t26 : NaN; // medical_clients
    const t27 = (m[210 + c]! * inpatient_potential_rides_per_client) + (m[234 + c]! * outpatient_rides_per_client_month);
    const t28 = $condition($gt((m[210 + c]! * inpatient_potential_rides_per_client) + (m[234 + c]! * outpatient_rides_per_client_month), 0));
    const t29 = t28 === 1 ? (t27 === 0 || t27 - t27 !== 0 ? NaN : m[306 + c]! / t27) : t28 === 0 ? 0 : NaN;
    m[858 + c] = t29 - t29 === 0 ? t29 : NaN; // platform_adoption
    const t30 = 0;
    m[882 + c] = t30 - t30 === 0 ? t30 : NaN; // own_work_capitalised
    const t31 = $condition($eq(m[138 + c]!, capital_injection_month));
    const t32 = t31 === 1 ? capital_injection_2025 : t31 === 0 ? 0 : NaN;
    const capital_injection = (m[906 + c] = t32 - t32 === 0 ? t32 : NaN);
    const t33 = m[953 + c]!;
    const opening_cash = (m[930 + c] = t33 - t33 === 0 ? t33 : NaN);
    const t34 = (opening_cash + m[810 + c]!) + capital_injection;
    m[954 + c] = t34 - t34 === 0 ? t34 : NaN; // closing_cash
  }

  // Monthly: the opening column (December 2025)
  const t35 = m[185]!;
  m[1691] = t35 - t35 === 0 ? t35 : NaN; // ftes
  const t36 = m[233]! + m[257]!;
  m[1874] = t36 - t36 === 0 ? t36 : NaN; // medical_facilities_won
  const t37 = m[233]!;
  m[1996] = t37 - t37 === 0 ? t37 : NaN; // inpatient_clients
  const t38 = m[257]!;
  m[2057] = t38 - t38 === 0 ? t38 : NaN; // outpatient_clients
  const t39 = m[233]! + m[257]!;
  m[2118] = t39 - t39 === 0 ? t39 : NaN; // medical_clients
  const t40 = m[305]!;
  m[2240] = t40 - t40 === 0 ? t40 : NaN; // transport_clients
  const t41 = (m[233]! * inpatient_potential_rides_per_client) + (m[257]! * outpatient_rides_per_client_month);
  const t42 = t41 === 0 || t41 - t41 !== 0 ? NaN : m[329]! / t41;
  m[2301] = t42 - t42 === 0 ? t42 : NaN; // platform_adoption
  const t43 = 1;
  m[2606] = t43 - t43 === 0 ? t43 : NaN; // medical_revenue_index
  const t44 = 0;
  m[4680] = t44 - t44 === 0 ? t44 : NaN; // cumulative_capex_it
  const t45 = 0;
  m[4802] = t45 - t45 === 0 ? t45 : NaN; // cumulative_capex_office
  const t46 = 0;
  m[4924] = t46 - t46 === 0 ? t46 : NaN; // cumulative_own_work
  const t47 = $condition($eq(vat_filing_extension, 1));
  const t48 = vat_payable_2025 * (t47 === 1 ? 0.5 : t47 === 0 ? 1 : NaN);
  m[5290] = t48 - t48 === 0 ? t48 : NaN; // vat_net
  m[5412] = vat_payable_2025 - vat_payable_2025 === 0 ? vat_payable_2025 : NaN; // vat_balance
  const t49 = 0;
  m[5534] = t49 - t49 === 0 ? t49 : NaN; // taxable_income_ytd
  const t50 = 0;
  m[5595] = t50 - t50 === 0 ? t50 : NaN; // interest_expense_ytd
  m[5717] = tax_loss_carryforward_kst_2025 - tax_loss_carryforward_kst_2025 === 0 ? tax_loss_carryforward_kst_2025 : NaN; // kst_carryforward_open
  m[5839] = tax_loss_carryforward_kst_2025 - tax_loss_carryforward_kst_2025 === 0 ? tax_loss_carryforward_kst_2025 : NaN; // kst_loss_carryforward
  const t51 = 0;
  m[5900] = t51 - t51 === 0 ? t51 : NaN; // corporate_tax_ytd
  m[5961] = tax_loss_carryforward_gewst_2025 - tax_loss_carryforward_gewst_2025 === 0 ? tax_loss_carryforward_gewst_2025 : NaN; // gewst_carryforward_open
  m[6083] = tax_loss_carryforward_gewst_2025 - tax_loss_carryforward_gewst_2025 === 0 ? tax_loss_carryforward_gewst_2025 : NaN; // gewst_loss_carryforward
  const t52 = 0;
  m[6144] = t52 - t52 === 0 ? t52 : NaN; // trade_tax_ytd
  m[6205] = income_tax_payable_2025 - income_tax_payable_2025 === 0 ? income_tax_payable_2025 : NaN; // income_taxes_ytd
  const t53 = 0;
  m[6266] = t53 - t53 === 0 ? t53 : NaN; // prior_year_income_taxes
  const t54 = 0;
  m[6388] = t54 - t54 === 0 ? t54 : NaN; // tax_prepayments_ytd
  const t55 = 0;
  m[6449] = t55 - t55 === 0 ? t55 : NaN; // prior_year_prepayments
  m[6632] = income_tax_payable_2025 - income_tax_payable_2025 === 0 ? income_tax_payable_2025 : NaN; // tax_balance
  m[6876] = loans_2025 - loans_2025 === 0 ? loans_2025 : NaN; // opening_loans_balance
  const t56 = 0;
  m[6937] = t56 - t56 === 0 ? t56 : NaN; // loan_1_age
  const t57 = 0;
  m[7181] = t57 - t57 === 0 ? t57 : NaN; // loan_1_balance
  const t58 = 0;
  m[7242] = t58 - t58 === 0 ? t58 : NaN; // loan_2_age
  const t59 = 0;
  m[7486] = t59 - t59 === 0 ? t59 : NaN; // loan_2_balance
  const t60 = m[977]!;
  m[8950] = t60 - t60 === 0 ? t60 : NaN; // closing_cash
  const fixed_assets = (m[9133] = fixed_assets_2025 - fixed_assets_2025 === 0 ? fixed_assets_2025 : NaN);
  const receivables = (m[9194] = receivables_2025 - receivables_2025 === 0 ? receivables_2025 : NaN);
  const t61 = $max(0, -vat_payable_2025) + $max(0, -income_tax_payable_2025);
  const other_receivables = (m[9255] = t61 - t61 === 0 ? t61 : NaN);
  const t62 = m[977]!;
  const cash = (m[9316] = t62 - t62 === 0 ? t62 : NaN);
  const t63 = ((fixed_assets + receivables) + other_receivables) + cash;
  const total_assets = (m[9377] = t63 - t63 === 0 ? t63 : NaN);
  const payables = (m[9438] = payables_2025 - payables_2025 === 0 ? payables_2025 : NaN);
  const deferred_revenue = (m[9499] = deferred_revenue_2025 - deferred_revenue_2025 === 0 ? deferred_revenue_2025 : NaN);
  const t64 = $max(0, vat_payable_2025);
  const vat_payable = (m[9560] = t64 - t64 === 0 ? t64 : NaN);
  const t65 = $max(0, income_tax_payable_2025);
  const income_tax_payable = (m[9621] = t65 - t65 === 0 ? t65 : NaN);
  const loans = (m[9682] = loans_2025 - loans_2025 === 0 ? loans_2025 : NaN);
  const t66 = (((payables + deferred_revenue) + vat_payable) + income_tax_payable) + loans;
  const total_liabilities = (m[9743] = t66 - t66 === 0 ? t66 : NaN);
  const subscribed_capital = (m[9804] = subscribed_capital_2025 - subscribed_capital_2025 === 0 ? subscribed_capital_2025 : NaN);
  const capital_reserve = (m[9865] = capital_reserve_2025 - capital_reserve_2025 === 0 ? capital_reserve_2025 : NaN);
  const t67 = 0;
  const net_income_ytd = (m[9987] = t67 - t67 === 0 ? t67 : NaN);
  const t68 = (((total_assets - total_liabilities) - subscribed_capital) - capital_reserve) - net_income_ytd;
  const retained_earnings = (m[9926] = t68 - t68 === 0 ? t68 : NaN);
  const t69 = ((subscribed_capital + capital_reserve) + retained_earnings) + net_income_ytd;
  const total_equity = (m[10048] = t69 - t69 === 0 ? t69 : NaN);
  const t70 = total_liabilities + total_equity;
  m[10109] = t70 - t70 === 0 ? t70 : NaN; // total_liabilities_and_equity
  const t71 = (total_assets - total_liabilities) - total_equity;
  m[10170] = t71 - t71 === 0 ? t71 : NaN; // balance_check

  // Monthly: every forecast month, its lines in evaluation order
  for (let c = 1; c < 61; c += 1) {
    const t72 = $chooseIndex(m[1508 + c]!, 5);
    const t73 = t72 === 1 ? fte_plan_2026 : t72 === 2 ? fte_plan_2027 : t72 === 3 ? fte_plan_2028 : t72 === 4 ? fte_plan_2029 : t72 === 5 ? fte_plan_2030 : NaN;
    const ftes = (m[1691 + c] = t73 - t73 === 0 ? t73 : NaN);
    const t74 = fte_plan_2026 === 0 || fte_plan_2026 - fte_plan_2026 !== 0 ? NaN : (sales_team_size * ftes) / fte_plan_2026;
    const sales_reps = (m[1752 + c] = t74 - t74 === 0 ? t74 : NaN);
    const t75 = (sales_reps * sales_rep_productivity) + ((((m[2117 + c]! * medical_client_growth_rate) / 100) / 12) * $max(0, 1 - (addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : m[1873 + c]! / addressable_medical_facilities)));
    const onboarded_medical_clients = (m[1813 + c] = t75 - t75 === 0 ? t75 : NaN);
    const t76 = m[1873 + c]! + onboarded_medical_clients;
    m[1874 + c] = t76 - t76 === 0 ? t76 : NaN; // medical_facilities_won
    const t77 = m[12555 + c]! === 1 ? $max(0, (m[11457 + c]! + m[11518 + c]!) - (m[2117 + c]! * hoisted_0)) : ((onboarded_medical_clients * onboarding_conversion_rate) / 100);
    const new_medical_clients = (m[1935 + c] = t77 - t77 === 0 ? t77 : NaN);
    const t78 = m[12555 + c]! === 1 ? m[11457 + c]! : ((m[1995 + c]! * hoisted_0) + ((new_medical_clients * inpatient_share_of_new_clients) / 100));
    const inpatient_clients = (m[1996 + c] = t78 - t78 === 0 ? t78 : NaN);
    const t79 = m[12555 + c]! === 1 ? m[11518 + c]! : ((m[2056 + c]! * hoisted_0) + (new_medical_clients * hoisted_1));
    const outpatient_clients = (m[2057 + c] = t79 - t79 === 0 ? t79 : NaN);
    const t80 = inpatient_clients + outpatient_clients;
    const medical_clients = (m[2118 + c] = t80 - t80 === 0 ? t80 : NaN);
    const t81 = m[12555 + c]! === 1 ? $max(0, m[11579 + c]! - (m[2239 + c]! * hoisted_0)) : ($max(0, serviceable_transport_companies - (m[2239 + c]! * hoisted_0)) * (1 - $exp(serviceable_transport_companies === 0 || serviceable_transport_companies - serviceable_transport_companies !== 0 ? NaN : (-(((((m[2239 + c]! * transport_client_growth_rate) / 100) / 12) + hoisted_2) + (new_medical_clients * transport_partners_per_new_medical_client))) / serviceable_transport_companies)));
    const new_transport_clients = (m[2179 + c] = t81 - t81 === 0 ? t81 : NaN);
    const t82 = m[12555 + c]! === 1 ? m[11579 + c]! : ((m[2239 + c]! * hoisted_0) + new_transport_clients);
    const transport_clients = (m[2240 + c] = t82 - t82 === 0 ? t82 : NaN);
    const t83 = (m[11457 + c]! * inpatient_potential_rides_per_client) + (m[11518 + c]! * outpatient_rides_per_client_month);
    const t84 = $condition($gt((m[11457 + c]! * inpatient_potential_rides_per_client) + (m[11518 + c]! * outpatient_rides_per_client_month), 0));
    const t85 = m[12555 + c]! === 1 ? (t84 === 1 ? (t83 === 0 || t83 - t83 !== 0 ? NaN : m[11640 + c]! / t83) : t84 === 0 ? 0 : NaN) : (m[2300 + c]! + (adoption_ramp_months === 0 || adoption_ramp_months - adoption_ramp_months !== 0 ? NaN : (hoisted_3 - m[2300 + c]!) / adoption_ramp_months));
    const platform_adoption = (m[2301 + c] = t85 - t85 === 0 ? t85 : NaN);
    const t86 = (outpatient_clients * outpatient_rides_per_client_month) * platform_adoption;
    const outpatient_rides = (m[2362 + c] = t86 - t86 === 0 ? t86 : NaN);
    const t87 = m[12555 + c]! === 1 ? m[11640 + c]! : (((inpatient_clients * inpatient_potential_rides_per_client) * platform_adoption) + outpatient_rides);
    const medical_rides = (m[2423 + c] = t87 - t87 === 0 ? t87 : NaN);
    const t88 = m[12555 + c]! === 1 ? m[11701 + c]! : (transport_clients * transport_rides_per_partner);
    const transport_rides = (m[2484 + c] = t88 - t88 === 0 ? t88 : NaN);
    const t89 = medical_rides + transport_rides;
    const rides = (m[2545 + c] = t89 - t89 === 0 ? t89 : NaN);
    const t90 = $pow(hoisted_4, m[1569 + c]! / 12);
    const medical_revenue_index = (m[2606 + c] = t90 - t90 === 0 ? t90 : NaN);
    const t91 = m[12555 + c]! === 1 ? m[11762 + c]! : ((onboarded_medical_clients * hoisted_5) + (new_transport_clients * transport_onboarding_fee));
    const one_time_revenue = (m[2667 + c] = t91 - t91 === 0 ? t91 : NaN);
    const t92 = m[12555 + c]! === 1 ? m[11823 + c]! : (medical_revenue_index * ((((inpatient_clients * beds_per_inpatient_client) * per_bed_module_fee) + (outpatient_rides * outpatient_dispatch_saas_per_ride)) + (((medical_clients * premium_conversion_rate) / 100) * medical_premium_monthly_fee)));
    const medical_recurring_revenue = (m[2728 + c] = t92 - t92 === 0 ? t92 : NaN);
    const t93 = m[12555 + c]! === 1 ? m[11884 + c]! : ((transport_rides * outpatient_dispatch_saas_per_ride) + ((transport_clients * vehicles_per_transport_client) * dispatch_software_per_vehicle_month));
    const transport_recurring_revenue = (m[2789 + c] = t93 - t93 === 0 ? t93 : NaN);
    const t94 = medical_recurring_revenue + transport_recurring_revenue;
    const recurring_revenue = (m[2850 + c] = t94 - t94 === 0 ? t94 : NaN);
    const t95 = m[12555 + c]! === 1 ? m[11945 + c]! : (medical_rides * transaction_revenue_per_medical_ride);
    const transaction_revenue = (m[2911 + c] = t95 - t95 === 0 ? t95 : NaN);
    const t96 = (one_time_revenue + recurring_revenue) + transaction_revenue;
    const total_revenue = (m[2972 + c] = t96 - t96 === 0 ? t96 : NaN);
    const t97 = m[12555 + c]! === 1 ? m[12006 + c]! : (((rides * cogs_per_ride) + (medical_clients * customer_success_cost_per_client_month)) + (onboarded_medical_clients * implementation_cost_per_client));
    const cost_of_goods_sold = (m[3033 + c] = t97 - t97 === 0 ? t97 : NaN);
    const t98 = total_revenue - cost_of_goods_sold;
    const gross_profit = (m[3094 + c] = t98 - t98 === 0 ? t98 : NaN);
    const t99 = m[12555 + c]! === 1 ? m[12067 + c]! : (((ftes * avg_cost_per_fte) * $pow(hoisted_6, m[1508 + c]!)) / 12);
    const employees = (m[3155 + c] = t99 - t99 === 0 ? t99 : NaN);
    const t100 = m[12555 + c]! === 1 ? m[12128 + c]! : (((onboarded_medical_clients * customer_acquisition_cost) + (new_transport_clients * transport_acquisition_cost)) + marketing_fixed_monthly);
    const sales_marketing = (m[3216 + c] = t100 - t100 === 0 ? t100 : NaN);
    const t101 = m[12555 + c]! === 1 ? m[12189 + c]! : (((rides * hosting_cost_per_ride) + (ftes * licenses_per_fte_month)) + hosting_fixed_monthly);
    const hosting_licenses = (m[3277 + c] = t101 - t101 === 0 ? t101 : NaN);
    const t102 = m[12555 + c]! === 1 ? m[12250 + c]! : (ftes * office_cost_per_fte_month);
    const office_infrastructure = (m[3338 + c] = t102 - t102 === 0 ? t102 : NaN);
    const t103 = m[12555 + c]! === 1 ? m[12311 + c]! : (legal_tax_monthly + ((total_revenue * legal_tax_share_of_revenue) / 100));
    const legal_tax = (m[3399 + c] = t103 - t103 === 0 ? t103 : NaN);
    const t104 = m[12555 + c]! === 1 ? m[12372 + c]! : (accounting_monthly + ((((total_revenue * factored_invoice_share) / 100) * bfs_factoring_rate) / 100));
    const bfs_factoring = (m[3460 + c] = t104 - t104 === 0 ? t104 : NaN);
    const t105 = m[12555 + c]! === 1 ? m[12433 + c]! : ((((medical_rides * driver_bonus_gate_share) / 100) * driver_quality_bonus) + (((new_medical_clients * driver_referral_share) / 100) * driver_referral_bonus));
    const bonus_pool_tc = (m[3521 + c] = t105 - t105 === 0 ? t105 : NaN);
    const t106 = m[12555 + c]! === 1 ? m[12494 + c]! : ((transaction_revenue * medical_client_bonus_rate) / 100);
    const bonus_pool_mc = (m[3582 + c] = t106 - t106 === 0 ? t106 : NaN);
    const t107 = 0;
    const rounding_adjustment = (m[3643 + c] = t107 - t107 === 0 ? t107 : NaN);
    const t108 = (((((((employees + sales_marketing) + hosting_licenses) + office_infrastructure) + legal_tax) + bfs_factoring) + bonus_pool_tc) + bonus_pool_mc) + rounding_adjustment;
    const total_operating_expenses = (m[3704 + c] = t108 - t108 === 0 ? t108 : NaN);
    const t109 = (employees * capitalised_development_share) / 100;
    const own_work_capitalised = (m[3765 + c] = t109 - t109 === 0 ? t109 : NaN);
    const t110 = (gross_profit - total_operating_expenses) + own_work_capitalised;
    const ebitda = (m[3826 + c] = t110 - t110 === 0 ? t110 : NaN);
    const t111 = $condition($le(m[1569 + c]!, fixed_assets_2025_life_months));
    const t112 = t111 === 1 ? hoisted_7 : t111 === 0 ? 0 : NaN;
    const depreciation_opening_assets = (m[5046 + c] = t112 - t112 === 0 ? t112 : NaN);
    const t113 = $max(0, ftes - m[1690 + c]!);
    const new_ftes = (m[4436 + c] = t113 - t113 === 0 ? t113 : NaN);
    const t114 = (new_ftes * it_equipment_per_new_fte) + ((ftes * it_equipment_per_fte_year) / 12);
    const capex_it_equipment = (m[4497 + c] = t114 - t114 === 0 ? t114 : NaN);
    const t115 = m[4679 + c]! + capex_it_equipment;
    const cumulative_capex_it = (m[4680 + c] = t115 - t115 === 0 ? t115 : NaN);
    const t116 = (cumulative_capex_it - (c >= 36 ? m[4680 + c - 36]! : 0)) / 36;
    const depreciation_it_equipment = (m[4741 + c] = t116 - t116 === 0 ? t116 : NaN);
    const t117 = new_ftes * office_equipment_per_new_fte;
    const capex_office_equipment = (m[4558 + c] = t117 - t117 === 0 ? t117 : NaN);
    const t118 = m[4801 + c]! + capex_office_equipment;
    const cumulative_capex_office = (m[4802 + c] = t118 - t118 === 0 ? t118 : NaN);
    const t119 = cumulative_capex_office / 156;
    const depreciation_office_equipment = (m[4863 + c] = t119 - t119 === 0 ? t119 : NaN);
    const t120 = m[4923 + c]! + own_work_capitalised;
    const cumulative_own_work = (m[4924 + c] = t120 - t120 === 0 ? t120 : NaN);
    const t121 = cumulative_own_work / 60;
    const amortisation_own_work = (m[4985 + c] = t121 - t121 === 0 ? t121 : NaN);
    const t122 = ((depreciation_opening_assets + depreciation_it_equipment) + depreciation_office_equipment) + amortisation_own_work;
    const depreciation_amortisation = (m[3887 + c] = t122 - t122 === 0 ? t122 : NaN);
    const t123 = ebitda - depreciation_amortisation;
    const ebit = (m[3948 + c] = t123 - t123 === 0 ? t123 : NaN);
    const t124 = (($max(0, m[8949 + c]!) * interest_rate_on_cash) / 100) / 12;
    const interest_income = (m[4009 + c] = t124 - t124 === 0 ? t124 : NaN);
    const t125 = ((m[6875 + c]! * loans_2025_rate) / 100) / 12;
    const opening_loans_interest = (m[6815 + c] = t125 - t125 === 0 ? t125 : NaN);
    const t126 = ((m[7180 + c]! * loan_1_rate) / 100) / 12;
    const loan_1_interest = (m[7059 + c] = t126 - t126 === 0 ? t126 : NaN);
    const t127 = ((m[7485 + c]! * loan_2_rate) / 100) / 12;
    const loan_2_interest = (m[7364 + c] = t127 - t127 === 0 ? t127 : NaN);
    const t128 = (opening_loans_interest + loan_1_interest) + loan_2_interest;
    const interest_expense = (m[4070 + c] = t128 - t128 === 0 ? t128 : NaN);
    const t129 = (ebit + interest_income) - interest_expense;
    const earnings_before_tax = (m[4131 + c] = t129 - t129 === 0 ? t129 : NaN);
    const t130 = (earnings_before_tax - own_work_capitalised) + amortisation_own_work;
    const taxable_income = (m[5473 + c] = t130 - t130 === 0 ? t130 : NaN);
    const t131 = $condition($eq(m[1630 + c]!, 1));
    const t132 = (t131 === 1 ? 0 : t131 === 0 ? m[5533 + c]! : NaN) + taxable_income;
    const taxable_income_ytd = (m[5534 + c] = t132 - t132 === 0 ? t132 : NaN);
    const t133 = $condition($eq(m[1447 + c]!, loss_forfeiture_month));
    const t134 = $condition($eq(m[1630 + c]!, 1));
    const t135 = (t133 === 1 ? hoisted_8 : t133 === 0 ? 1 : NaN) * (t134 === 1 ? m[5838 + c]! : t134 === 0 ? m[5716 + c]! : NaN);
    const kst_carryforward_open = (m[5717 + c] = t135 - t135 === 0 ? t135 : NaN);
    const t136 = $chooseIndex(m[1508 + c]!, 5);
    const t137 = $condition($gt(taxable_income_ytd, 0));
    const t138 = t137 === 1 ? $min(kst_carryforward_open, $min(taxable_income_ytd, 1000000) + (((t136 === 1 ? minimum_taxation_2026 : t136 === 2 ? minimum_taxation_2027 : t136 === 3 ? minimum_taxation_2028 : t136 === 4 ? minimum_taxation_2029 : t136 === 5 ? minimum_taxation_2030 : NaN) / 100) * $max(0, taxable_income_ytd - 1000000))) : t137 === 0 ? 0 : NaN;
    const kst_loss_offset_ytd = (m[5778 + c] = t138 - t138 === 0 ? t138 : NaN);
    const t139 = $chooseIndex(m[1508 + c]!, 5);
    const t140 = (($max(0, taxable_income_ytd - kst_loss_offset_ytd) * (t139 === 1 ? corporate_tax_rate_2026 : t139 === 2 ? corporate_tax_rate_2027 : t139 === 3 ? corporate_tax_rate_2028 : t139 === 4 ? corporate_tax_rate_2029 : t139 === 5 ? corporate_tax_rate_2030 : NaN)) / 100) * hoisted_9;
    const corporate_tax_ytd = (m[5900 + c] = t140 - t140 === 0 ? t140 : NaN);
    const t141 = $condition($eq(m[1630 + c]!, 1));
    const t142 = corporate_tax_ytd - (t141 === 1 ? 0 : t141 === 0 ? m[5899 + c]! : NaN);
    const corporate_income_tax = (m[4192 + c] = t142 - t142 === 0 ? t142 : NaN);
    const t143 = $condition($eq(m[1630 + c]!, 1));
    const t144 = (t143 === 1 ? 0 : t143 === 0 ? m[5594 + c]! : NaN) + interest_expense;
    const interest_expense_ytd = (m[5595 + c] = t144 - t144 === 0 ? t144 : NaN);
    const t145 = taxable_income_ytd + (0.25 * $max(0, interest_expense_ytd - 200000));
    const trade_income_ytd = (m[5656 + c] = t145 - t145 === 0 ? t145 : NaN);
    const t146 = $condition($eq(m[1447 + c]!, loss_forfeiture_month));
    const t147 = $condition($eq(m[1630 + c]!, 1));
    const t148 = (t146 === 1 ? hoisted_8 : t146 === 0 ? 1 : NaN) * (t147 === 1 ? m[6082 + c]! : t147 === 0 ? m[5960 + c]! : NaN);
    const gewst_carryforward_open = (m[5961 + c] = t148 - t148 === 0 ? t148 : NaN);
    const t149 = $condition($gt(trade_income_ytd, 0));
    const t150 = t149 === 1 ? $min(gewst_carryforward_open, $min(trade_income_ytd, 1000000) + (hoisted_10 * $max(0, trade_income_ytd - 1000000))) : t149 === 0 ? 0 : NaN;
    const gewst_loss_offset_ytd = (m[6022 + c] = t150 - t150 === 0 ? t150 : NaN);
    const t151 = ((($max(0, trade_income_ytd - gewst_loss_offset_ytd) * 3.5) / 100) * trade_tax_multiplier) / 100;
    const trade_tax_ytd = (m[6144 + c] = t151 - t151 === 0 ? t151 : NaN);
    const t152 = $condition($eq(m[1630 + c]!, 1));
    const t153 = trade_tax_ytd - (t152 === 1 ? 0 : t152 === 0 ? m[6143 + c]! : NaN);
    const trade_tax = (m[4253 + c] = t153 - t153 === 0 ? t153 : NaN);
    const t154 = corporate_income_tax + trade_tax;
    const income_taxes = (m[4314 + c] = t154 - t154 === 0 ? t154 : NaN);
    const t155 = earnings_before_tax - income_taxes;
    const net_income = (m[4375 + c] = t155 - t155 === 0 ? t155 : NaN);
    const t156 = capex_it_equipment + capex_office_equipment;
    const capex = (m[4619 + c] = t156 - t156 === 0 ? t156 : NaN);
    const t157 = ((cost_of_goods_sold + total_operating_expenses) - employees) + capex;
    const non_payroll_costs = (m[5107 + c] = t157 - t157 === 0 ? t157 : NaN);
    const t158 = (((total_revenue * vat_rate) / 100) * vat_liable_revenue_share) / 100;
    const output_vat = (m[5168 + c] = t158 - t158 === 0 ? t158 : NaN);
    const t159 = (((non_payroll_costs * vat_rate) / 100) * input_vat_share) / 100;
    const input_vat = (m[5229 + c] = t159 - t159 === 0 ? t159 : NaN);
    const t160 = output_vat - input_vat;
    const vat_net = (m[5290 + c] = t160 - t160 === 0 ? t160 : NaN);
    const t161 = $condition(hoisted_11);
    const t162 = t161 === 1 ? (m[5411 + c]! - m[5289 + c]!) : t161 === 0 ? m[5411 + c]! : NaN;
    const vat_paid = (m[5351 + c] = t162 - t162 === 0 ? t162 : NaN);
    const t163 = (m[5411 + c]! + vat_net) - vat_paid;
    const vat_balance = (m[5412 + c] = t163 - t163 === 0 ? t163 : NaN);
    const t164 = (kst_carryforward_open - kst_loss_offset_ytd) + $max(0, -taxable_income_ytd);
    m[5839 + c] = t164 - t164 === 0 ? t164 : NaN; // kst_loss_carryforward
    const t165 = (gewst_carryforward_open - gewst_loss_offset_ytd) + $max(0, -trade_income_ytd);
    m[6083 + c] = t165 - t165 === 0 ? t165 : NaN; // gewst_loss_carryforward
    const t166 = corporate_tax_ytd + trade_tax_ytd;
    m[6205 + c] = t166 - t166 === 0 ? t166 : NaN; // income_taxes_ytd
    const t167 = $condition($eq(m[1630 + c]!, 1));
    const t168 = t167 === 1 ? m[6204 + c]! : t167 === 0 ? m[6265 + c]! : NaN;
    const prior_year_income_taxes = (m[6266 + c] = t168 - t168 === 0 ? t168 : NaN);
    const t169 = $chooseIndex(m[1630 + c]!, 12);
    const t170 = ((t169 === 1 ? 0 : t169 === 2 ? 0 : t169 === 3 ? 1 : t169 === 4 ? 0 : t169 === 5 ? 0 : t169 === 6 ? 1 : t169 === 7 ? 0 : t169 === 8 ? 0 : t169 === 9 ? 1 : t169 === 10 ? 0 : t169 === 11 ? 0 : t169 === 12 ? 1 : NaN) * prior_year_income_taxes) / 4;
    const tax_prepayments = (m[6327 + c] = t170 - t170 === 0 ? t170 : NaN);
    const t171 = $condition($eq(m[1630 + c]!, 1));
    const t172 = (t171 === 1 ? 0 : t171 === 0 ? m[6387 + c]! : NaN) + tax_prepayments;
    m[6388 + c] = t172 - t172 === 0 ? t172 : NaN; // tax_prepayments_ytd
    const t173 = $condition($eq(m[1630 + c]!, 1));
    const t174 = t173 === 1 ? m[6387 + c]! : t173 === 0 ? m[6448 + c]! : NaN;
    const prior_year_prepayments = (m[6449 + c] = t174 - t174 === 0 ? t174 : NaN);
    const t175 = $condition($eq(m[1630 + c]!, tax_settlement_month));
    const t176 = t175 === 1 ? (prior_year_income_taxes - prior_year_prepayments) : t175 === 0 ? 0 : NaN;
    const tax_settlement = (m[6510 + c] = t176 - t176 === 0 ? t176 : NaN);
    const t177 = tax_prepayments + tax_settlement;
    const taxes_paid = (m[6571 + c] = t177 - t177 === 0 ? t177 : NaN);
    const t178 = (m[6631 + c]! + income_taxes) - taxes_paid;
    const tax_balance = (m[6632 + c] = t178 - t178 === 0 ? t178 : NaN);
    const t179 = $condition($eq(m[1447 + c]!, equity_round_1_month));
    const t180 = $condition($eq(m[1447 + c]!, equity_round_2_month));
    const t181 = $condition($eq(m[1447 + c]!, equity_round_3_month));
    const t182 = ((t179 === 1 ? equity_round_1_amount : t179 === 0 ? 0 : NaN) + (t180 === 1 ? equity_round_2_amount : t180 === 0 ? 0 : NaN)) + (t181 === 1 ? equity_round_3_amount : t181 === 0 ? 0 : NaN);
    const equity_raised = (m[6693 + c] = t182 - t182 === 0 ? t182 : NaN);
    const t183 = $min(m[6875 + c]!, hoisted_12);
    const opening_loans_repayment = (m[6754 + c] = t183 - t183 === 0 ? t183 : NaN);
    const t184 = m[6875 + c]! - opening_loans_repayment;
    const opening_loans_balance = (m[6876 + c] = t184 - t184 === 0 ? t184 : NaN);
    const t185 = $condition($gt(m[6936 + c]!, 0));
    const t186 = $condition($eq(m[1447 + c]!, loan_1_month));
    const t187 = t186 === 1 ? 1 : t186 === 0 ? (t185 === 1 ? (m[6936 + c]! + 1) : t185 === 0 ? 0 : NaN) : NaN;
    const loan_1_age = (m[6937 + c] = t187 - t187 === 0 ? t187 : NaN);
    const t188 = $condition($eq(m[1447 + c]!, loan_1_month));
    const t189 = t188 === 1 ? loan_1_amount : t188 === 0 ? 0 : NaN;
    const loan_1_draw = (m[6998 + c] = t189 - t189 === 0 ? t189 : NaN);
    const t190 = $condition($eq(loan_1_age, hoisted_13));
    const t191 = $condition($le(loan_1_age, hoisted_13));
    const t192 = $condition($eq(loan_1_age, hoisted_13));
    const t193 = $condition($le(loan_1_age, hoisted_13));
    const t194 = $condition($eq(loan_1_age, hoisted_13));
    const t195 = $chooseIndex(loan_1_type, 3);
    const t196 = $condition($gt(loan_1_age, 1));
    const t197 = t196 === 1 ? (t195 === 1 ? (t190 === 1 ? m[7180 + c]! : t190 === 0 ? 0 : NaN) : t195 === 2 ? (t192 === 1 ? m[7180 + c]! : t192 === 0 ? (t191 === 1 ? $min(m[7180 + c]!, loan_1_annuity - loan_1_interest) : t191 === 0 ? 0 : NaN) : NaN) : t195 === 3 ? (t194 === 1 ? m[7180 + c]! : t194 === 0 ? (t193 === 1 ? $min(m[7180 + c]!, hoisted_14) : t193 === 0 ? 0 : NaN) : NaN) : NaN) : t196 === 0 ? 0 : NaN;
    const loan_1_repayment = (m[7120 + c] = t197 - t197 === 0 ? t197 : NaN);
    const t198 = (m[7180 + c]! + loan_1_draw) - loan_1_repayment;
    const loan_1_balance = (m[7181 + c] = t198 - t198 === 0 ? t198 : NaN);
    const t199 = $condition($gt(m[7241 + c]!, 0));
    const t200 = $condition($eq(m[1447 + c]!, loan_2_month));
    const t201 = t200 === 1 ? 1 : t200 === 0 ? (t199 === 1 ? (m[7241 + c]! + 1) : t199 === 0 ? 0 : NaN) : NaN;
    const loan_2_age = (m[7242 + c] = t201 - t201 === 0 ? t201 : NaN);
    const t202 = $condition($eq(m[1447 + c]!, loan_2_month));
    const t203 = t202 === 1 ? loan_2_amount : t202 === 0 ? 0 : NaN;
    const loan_2_draw = (m[7303 + c] = t203 - t203 === 0 ? t203 : NaN);
    const t204 = $condition($eq(loan_2_age, hoisted_15));
    const t205 = $condition($le(loan_2_age, hoisted_15));
    const t206 = $condition($eq(loan_2_age, hoisted_15));
    const t207 = $condition($le(loan_2_age, hoisted_15));
    const t208 = $condition($eq(loan_2_age, hoisted_15));
    const t209 = $chooseIndex(loan_2_type, 3);
    const t210 = $condition($gt(loan_2_age, 1));
    const t211 = t210 === 1 ? (t209 === 1 ? (t204 === 1 ? m[7485 + c]! : t204 === 0 ? 0 : NaN) : t209 === 2 ? (t206 === 1 ? m[7485 + c]! : t206 === 0 ? (t205 === 1 ? $min(m[7485 + c]!, loan_2_annuity - loan_2_interest) : t205 === 0 ? 0 : NaN) : NaN) : t209 === 3 ? (t208 === 1 ? m[7485 + c]! : t208 === 0 ? (t207 === 1 ? $min(m[7485 + c]!, hoisted_16) : t207 === 0 ? 0 : NaN) : NaN) : NaN) : t210 === 0 ? 0 : NaN;
    const loan_2_repayment = (m[7425 + c] = t211 - t211 === 0 ? t211 : NaN);
    const t212 = (m[7485 + c]! + loan_2_draw) - loan_2_repayment;
    const loan_2_balance = (m[7486 + c] = t212 - t212 === 0 ? t212 : NaN);
    const t213 = loan_1_draw + loan_2_draw;
    const loan_draws = (m[7547 + c] = t213 - t213 === 0 ? t213 : NaN);
    const t214 = (opening_loans_repayment + loan_1_repayment) + loan_2_repayment;
    const loan_repayments = (m[7608 + c] = t214 - t214 === 0 ? t214 : NaN);
    const cf_net_income = (m[7669 + c] = net_income - net_income === 0 ? net_income : NaN);
    const cf_depreciation = (m[7730 + c] = depreciation_amortisation - depreciation_amortisation === 0 ? depreciation_amortisation : NaN);
    const t215 = days_per_month === 0 || days_per_month - days_per_month !== 0 ? NaN : (gross_invoice_factor * (((one_time_revenue + medical_recurring_revenue) * hoisted_17) + ((transport_recurring_revenue + transaction_revenue) * hoisted_18))) / days_per_month;
    const receivables = (m[9194 + c] = t215 - t215 === 0 ? t215 : NaN);
    const t216 = m[9193 + c]! - receivables;
    const cf_change_receivables = (m[7791 + c] = t216 - t216 === 0 ? t216 : NaN);
    const t217 = days_per_month === 0 || days_per_month - days_per_month !== 0 ? NaN : ((non_payroll_costs * gross_cost_factor) * dpo_days) / days_per_month;
    const payables = (m[9438 + c] = t217 - t217 === 0 ? t217 : NaN);
    const t218 = payables - m[9437 + c]!;
    const cf_change_payables = (m[7852 + c] = t218 - t218 === 0 ? t218 : NaN);
    const t219 = ((recurring_revenue * annual_billing_share) / 100) * 5.5;
    const deferred_revenue = (m[9499 + c] = t219 - t219 === 0 ? t219 : NaN);
    const t220 = deferred_revenue - m[9498 + c]!;
    const cf_change_deferred_revenue = (m[7913 + c] = t220 - t220 === 0 ? t220 : NaN);
    const t221 = vat_balance - m[5411 + c]!;
    const cf_change_vat = (m[7974 + c] = t221 - t221 === 0 ? t221 : NaN);
    const t222 = interest_expense - interest_income;
    const cf_interest_result = (m[8035 + c] = t222 - t222 === 0 ? t222 : NaN);
    const cf_income_tax_expense = (m[8096 + c] = income_taxes - income_taxes === 0 ? income_taxes : NaN);
    const t223 = -taxes_paid;
    const cf_income_taxes_paid = (m[8157 + c] = t223 - t223 === 0 ? t223 : NaN);
    const t224 = (((((((cf_net_income + cf_depreciation) + cf_change_receivables) + cf_change_payables) + cf_change_deferred_revenue) + cf_change_vat) + cf_interest_result) + cf_income_tax_expense) + cf_income_taxes_paid;
    const cash_from_operations = (m[8218 + c] = t224 - t224 === 0 ? t224 : NaN);
    const t225 = -capex;
    const cf_capex = (m[8279 + c] = t225 - t225 === 0 ? t225 : NaN);
    const t226 = -own_work_capitalised;
    const cf_capitalised_development = (m[8340 + c] = t226 - t226 === 0 ? t226 : NaN);
    const cf_interest_received = (m[8401 + c] = interest_income - interest_income === 0 ? interest_income : NaN);
    const t227 = (cf_capex + cf_capitalised_development) + cf_interest_received;
    const cash_from_investing = (m[8462 + c] = t227 - t227 === 0 ? t227 : NaN);
    const cf_equity_raised = (m[8523 + c] = equity_raised - equity_raised === 0 ? equity_raised : NaN);
    const cf_loan_draws = (m[8584 + c] = loan_draws - loan_draws === 0 ? loan_draws : NaN);
    const t228 = -loan_repayments;
    const cf_loan_repayments = (m[8645 + c] = t228 - t228 === 0 ? t228 : NaN);
    const t229 = -interest_expense;
    const cf_interest_paid = (m[8706 + c] = t229 - t229 === 0 ? t229 : NaN);
    const t230 = ((cf_equity_raised + cf_loan_draws) + cf_loan_repayments) + cf_interest_paid;
    const cash_from_financing = (m[8767 + c] = t230 - t230 === 0 ? t230 : NaN);
    const t231 = (cash_from_operations + cash_from_investing) + cash_from_financing;
    const net_change_in_cash = (m[8828 + c] = t231 - t231 === 0 ? t231 : NaN);
    const t232 = m[8949 + c]!;
    const opening_cash = (m[8889 + c] = t232 - t232 === 0 ? t232 : NaN);
    const t233 = opening_cash + net_change_in_cash;
    const closing_cash = (m[8950 + c] = t233 - t233 === 0 ? t233 : NaN);
    const t234 = $max(0, ((loan_draws + equity_raised) - loan_repayments) - net_change_in_cash);
    m[9011 + c] = t234 - t234 === 0 ? t234 : NaN; // net_burn
    const t235 = $condition($lt(closing_cash, minimum_cash_covenant));
    const t236 = t235 === 1 ? 1 : t235 === 0 ? 0 : NaN;
    m[9072 + c] = t236 - t236 === 0 ? t236 : NaN; // below_covenant
    const t237 = ((m[9132 + c]! + capex) + own_work_capitalised) - depreciation_amortisation;
    const fixed_assets = (m[9133 + c] = t237 - t237 === 0 ? t237 : NaN);
    const t238 = $max(0, -vat_balance) + $max(0, -tax_balance);
    const other_receivables = (m[9255 + c] = t238 - t238 === 0 ? t238 : NaN);
    const cash = (m[9316 + c] = closing_cash - closing_cash === 0 ? closing_cash : NaN);
    const t239 = ((fixed_assets + receivables) + other_receivables) + cash;
    const total_assets = (m[9377 + c] = t239 - t239 === 0 ? t239 : NaN);
    const t240 = $max(0, vat_balance);
    const vat_payable = (m[9560 + c] = t240 - t240 === 0 ? t240 : NaN);
    const t241 = $max(0, tax_balance);
    const income_tax_payable = (m[9621 + c] = t241 - t241 === 0 ? t241 : NaN);
    const t242 = (opening_loans_balance + loan_1_balance) + loan_2_balance;
    const loans = (m[9682 + c] = t242 - t242 === 0 ? t242 : NaN);
    const t243 = (((payables + deferred_revenue) + vat_payable) + income_tax_payable) + loans;
    const total_liabilities = (m[9743 + c] = t243 - t243 === 0 ? t243 : NaN);
    const t244 = m[9803 + c]!;
    const subscribed_capital = (m[9804 + c] = t244 - t244 === 0 ? t244 : NaN);
    const t245 = m[9864 + c]! + equity_raised;
    const capital_reserve = (m[9865 + c] = t245 - t245 === 0 ? t245 : NaN);
    const t246 = $condition($eq(m[1630 + c]!, 1));
    const t247 = m[9925 + c]! + (t246 === 1 ? m[9986 + c]! : t246 === 0 ? 0 : NaN);
    const retained_earnings = (m[9926 + c] = t247 - t247 === 0 ? t247 : NaN);
    const t248 = $condition($eq(m[1630 + c]!, 1));
    const t249 = (t248 === 1 ? 0 : t248 === 0 ? m[9986 + c]! : NaN) + net_income;
    const net_income_ytd = (m[9987 + c] = t249 - t249 === 0 ? t249 : NaN);
    const t250 = ((subscribed_capital + capital_reserve) + retained_earnings) + net_income_ytd;
    const total_equity = (m[10048 + c] = t250 - t250 === 0 ? t250 : NaN);
    const t251 = total_liabilities + total_equity;
    m[10109 + c] = t251 - t251 === 0 ? t251 : NaN; // total_liabilities_and_equity
    const t252 = (total_assets - total_liabilities) - total_equity;
    m[10170 + c] = t252 - t252 === 0 ? t252 : NaN; // balance_check
  }
}

/** Every line aggregated per year: SUM or AVERAGE of the twelve months, or the first or last month. */
function annualLines(m: Float64Array): void {

  // SUM and AVERAGE
  for (let k = 0; k < TWELVE_MONTHS.length; k += 3) {
    m[TWELVE_MONTHS[k]!] = $twelveMonths(m, TWELVE_MONTHS[k + 1]!, TWELVE_MONTHS[k + 2]!);
  }

  // First or last month
  m[10253] = m[1874]!; // medical_facilities_won 2025
  m[10254] = m[1886]!; // medical_facilities_won 2026
  m[10255] = m[1898]!; // medical_facilities_won 2027
  m[10256] = m[1910]!; // medical_facilities_won 2028
  m[10257] = m[1922]!; // medical_facilities_won 2029
  m[10258] = m[1934]!; // medical_facilities_won 2030
  m[10266] = m[221]!; // inpatient_clients 2024
  m[10267] = m[233]!; // inpatient_clients 2025
  m[10268] = m[2008]!; // inpatient_clients 2026
  m[10269] = m[2020]!; // inpatient_clients 2027
  m[10270] = m[2032]!; // inpatient_clients 2028
  m[10271] = m[2044]!; // inpatient_clients 2029
  m[10272] = m[2056]!; // inpatient_clients 2030
  m[10273] = m[245]!; // outpatient_clients 2024
  m[10274] = m[257]!; // outpatient_clients 2025
  m[10275] = m[2069]!; // outpatient_clients 2026
  m[10276] = m[2081]!; // outpatient_clients 2027
  m[10277] = m[2093]!; // outpatient_clients 2028
  m[10278] = m[2105]!; // outpatient_clients 2029
  m[10279] = m[2117]!; // outpatient_clients 2030
  m[10280] = m[845]!; // medical_clients 2024
  m[10281] = m[857]!; // medical_clients 2025
  m[10282] = m[2130]!; // medical_clients 2026
  m[10283] = m[2142]!; // medical_clients 2027
  m[10284] = m[2154]!; // medical_clients 2028
  m[10285] = m[2166]!; // medical_clients 2029
  m[10286] = m[2178]!; // medical_clients 2030
  m[10294] = m[293]!; // transport_clients 2024
  m[10295] = m[305]!; // transport_clients 2025
  m[10296] = m[2252]!; // transport_clients 2026
  m[10297] = m[2264]!; // transport_clients 2027
  m[10298] = m[2276]!; // transport_clients 2028
  m[10299] = m[2288]!; // transport_clients 2029
  m[10300] = m[2300]!; // transport_clients 2030
  m[10337] = m[2606]!; // medical_revenue_index 2025
  m[10338] = m[2618]!; // medical_revenue_index 2026
  m[10339] = m[2630]!; // medical_revenue_index 2027
  m[10340] = m[2642]!; // medical_revenue_index 2028
  m[10341] = m[2654]!; // medical_revenue_index 2029
  m[10342] = m[2666]!; // medical_revenue_index 2030
  m[10575] = m[4680]!; // cumulative_capex_it 2025
  m[10576] = m[4692]!; // cumulative_capex_it 2026
  m[10577] = m[4704]!; // cumulative_capex_it 2027
  m[10578] = m[4716]!; // cumulative_capex_it 2028
  m[10579] = m[4728]!; // cumulative_capex_it 2029
  m[10580] = m[4740]!; // cumulative_capex_it 2030
  m[10589] = m[4802]!; // cumulative_capex_office 2025
  m[10590] = m[4814]!; // cumulative_capex_office 2026
  m[10591] = m[4826]!; // cumulative_capex_office 2027
  m[10592] = m[4838]!; // cumulative_capex_office 2028
  m[10593] = m[4850]!; // cumulative_capex_office 2029
  m[10594] = m[4862]!; // cumulative_capex_office 2030
  m[10603] = m[4924]!; // cumulative_own_work 2025
  m[10604] = m[4936]!; // cumulative_own_work 2026
  m[10605] = m[4948]!; // cumulative_own_work 2027
  m[10606] = m[4960]!; // cumulative_own_work 2028
  m[10607] = m[4972]!; // cumulative_own_work 2029
  m[10608] = m[4984]!; // cumulative_own_work 2030
  m[10659] = m[5412]!; // vat_balance 2025
  m[10660] = m[5424]!; // vat_balance 2026
  m[10661] = m[5436]!; // vat_balance 2027
  m[10662] = m[5448]!; // vat_balance 2028
  m[10663] = m[5460]!; // vat_balance 2029
  m[10664] = m[5472]!; // vat_balance 2030
  m[10673] = m[5534]!; // taxable_income_ytd 2025
  m[10674] = m[5546]!; // taxable_income_ytd 2026
  m[10675] = m[5558]!; // taxable_income_ytd 2027
  m[10676] = m[5570]!; // taxable_income_ytd 2028
  m[10677] = m[5582]!; // taxable_income_ytd 2029
  m[10678] = m[5594]!; // taxable_income_ytd 2030
  m[10680] = m[5595]!; // interest_expense_ytd 2025
  m[10681] = m[5607]!; // interest_expense_ytd 2026
  m[10682] = m[5619]!; // interest_expense_ytd 2027
  m[10683] = m[5631]!; // interest_expense_ytd 2028
  m[10684] = m[5643]!; // interest_expense_ytd 2029
  m[10685] = m[5655]!; // interest_expense_ytd 2030
  m[10688] = m[5668]!; // trade_income_ytd 2026
  m[10689] = m[5680]!; // trade_income_ytd 2027
  m[10690] = m[5692]!; // trade_income_ytd 2028
  m[10691] = m[5704]!; // trade_income_ytd 2029
  m[10692] = m[5716]!; // trade_income_ytd 2030
  m[10694] = m[5717]!; // kst_carryforward_open 2025
  m[10695] = m[5729]!; // kst_carryforward_open 2026
  m[10696] = m[5741]!; // kst_carryforward_open 2027
  m[10697] = m[5753]!; // kst_carryforward_open 2028
  m[10698] = m[5765]!; // kst_carryforward_open 2029
  m[10699] = m[5777]!; // kst_carryforward_open 2030
  m[10702] = m[5790]!; // kst_loss_offset_ytd 2026
  m[10703] = m[5802]!; // kst_loss_offset_ytd 2027
  m[10704] = m[5814]!; // kst_loss_offset_ytd 2028
  m[10705] = m[5826]!; // kst_loss_offset_ytd 2029
  m[10706] = m[5838]!; // kst_loss_offset_ytd 2030
  m[10708] = m[5839]!; // kst_loss_carryforward 2025
  m[10709] = m[5851]!; // kst_loss_carryforward 2026
  m[10710] = m[5863]!; // kst_loss_carryforward 2027
  m[10711] = m[5875]!; // kst_loss_carryforward 2028
  m[10712] = m[5887]!; // kst_loss_carryforward 2029
  m[10713] = m[5899]!; // kst_loss_carryforward 2030
  m[10715] = m[5900]!; // corporate_tax_ytd 2025
  m[10716] = m[5912]!; // corporate_tax_ytd 2026
  m[10717] = m[5924]!; // corporate_tax_ytd 2027
  m[10718] = m[5936]!; // corporate_tax_ytd 2028
  m[10719] = m[5948]!; // corporate_tax_ytd 2029
  m[10720] = m[5960]!; // corporate_tax_ytd 2030
  m[10722] = m[5961]!; // gewst_carryforward_open 2025
  m[10723] = m[5973]!; // gewst_carryforward_open 2026
  m[10724] = m[5985]!; // gewst_carryforward_open 2027
  m[10725] = m[5997]!; // gewst_carryforward_open 2028
  m[10726] = m[6009]!; // gewst_carryforward_open 2029
  m[10727] = m[6021]!; // gewst_carryforward_open 2030
  m[10730] = m[6034]!; // gewst_loss_offset_ytd 2026
  m[10731] = m[6046]!; // gewst_loss_offset_ytd 2027
  m[10732] = m[6058]!; // gewst_loss_offset_ytd 2028
  m[10733] = m[6070]!; // gewst_loss_offset_ytd 2029
  m[10734] = m[6082]!; // gewst_loss_offset_ytd 2030
  m[10736] = m[6083]!; // gewst_loss_carryforward 2025
  m[10737] = m[6095]!; // gewst_loss_carryforward 2026
  m[10738] = m[6107]!; // gewst_loss_carryforward 2027
  m[10739] = m[6119]!; // gewst_loss_carryforward 2028
  m[10740] = m[6131]!; // gewst_loss_carryforward 2029
  m[10741] = m[6143]!; // gewst_loss_carryforward 2030
  m[10743] = m[6144]!; // trade_tax_ytd 2025
  m[10744] = m[6156]!; // trade_tax_ytd 2026
  m[10745] = m[6168]!; // trade_tax_ytd 2027
  m[10746] = m[6180]!; // trade_tax_ytd 2028
  m[10747] = m[6192]!; // trade_tax_ytd 2029
  m[10748] = m[6204]!; // trade_tax_ytd 2030
  m[10750] = m[6205]!; // income_taxes_ytd 2025
  m[10751] = m[6217]!; // income_taxes_ytd 2026
  m[10752] = m[6229]!; // income_taxes_ytd 2027
  m[10753] = m[6241]!; // income_taxes_ytd 2028
  m[10754] = m[6253]!; // income_taxes_ytd 2029
  m[10755] = m[6265]!; // income_taxes_ytd 2030
  m[10757] = m[6266]!; // prior_year_income_taxes 2025
  m[10758] = m[6278]!; // prior_year_income_taxes 2026
  m[10759] = m[6290]!; // prior_year_income_taxes 2027
  m[10760] = m[6302]!; // prior_year_income_taxes 2028
  m[10761] = m[6314]!; // prior_year_income_taxes 2029
  m[10762] = m[6326]!; // prior_year_income_taxes 2030
  m[10771] = m[6388]!; // tax_prepayments_ytd 2025
  m[10772] = m[6400]!; // tax_prepayments_ytd 2026
  m[10773] = m[6412]!; // tax_prepayments_ytd 2027
  m[10774] = m[6424]!; // tax_prepayments_ytd 2028
  m[10775] = m[6436]!; // tax_prepayments_ytd 2029
  m[10776] = m[6448]!; // tax_prepayments_ytd 2030
  m[10778] = m[6449]!; // prior_year_prepayments 2025
  m[10779] = m[6461]!; // prior_year_prepayments 2026
  m[10780] = m[6473]!; // prior_year_prepayments 2027
  m[10781] = m[6485]!; // prior_year_prepayments 2028
  m[10782] = m[6497]!; // prior_year_prepayments 2029
  m[10783] = m[6509]!; // prior_year_prepayments 2030
  m[10799] = m[6632]!; // tax_balance 2025
  m[10800] = m[6644]!; // tax_balance 2026
  m[10801] = m[6656]!; // tax_balance 2027
  m[10802] = m[6668]!; // tax_balance 2028
  m[10803] = m[6680]!; // tax_balance 2029
  m[10804] = m[6692]!; // tax_balance 2030
  m[10827] = m[6876]!; // opening_loans_balance 2025
  m[10828] = m[6888]!; // opening_loans_balance 2026
  m[10829] = m[6900]!; // opening_loans_balance 2027
  m[10830] = m[6912]!; // opening_loans_balance 2028
  m[10831] = m[6924]!; // opening_loans_balance 2029
  m[10832] = m[6936]!; // opening_loans_balance 2030
  m[10834] = m[6937]!; // loan_1_age 2025
  m[10835] = m[6949]!; // loan_1_age 2026
  m[10836] = m[6961]!; // loan_1_age 2027
  m[10837] = m[6973]!; // loan_1_age 2028
  m[10838] = m[6985]!; // loan_1_age 2029
  m[10839] = m[6997]!; // loan_1_age 2030
  m[10862] = m[7181]!; // loan_1_balance 2025
  m[10863] = m[7193]!; // loan_1_balance 2026
  m[10864] = m[7205]!; // loan_1_balance 2027
  m[10865] = m[7217]!; // loan_1_balance 2028
  m[10866] = m[7229]!; // loan_1_balance 2029
  m[10867] = m[7241]!; // loan_1_balance 2030
  m[10869] = m[7242]!; // loan_2_age 2025
  m[10870] = m[7254]!; // loan_2_age 2026
  m[10871] = m[7266]!; // loan_2_age 2027
  m[10872] = m[7278]!; // loan_2_age 2028
  m[10873] = m[7290]!; // loan_2_age 2029
  m[10874] = m[7302]!; // loan_2_age 2030
  m[10897] = m[7486]!; // loan_2_balance 2025
  m[10898] = m[7498]!; // loan_2_balance 2026
  m[10899] = m[7510]!; // loan_2_balance 2027
  m[10900] = m[7522]!; // loan_2_balance 2028
  m[10901] = m[7534]!; // loan_2_balance 2029
  m[10902] = m[7546]!; // loan_2_balance 2030
  m[11057] = m[930]!; // opening_cash 2024
  m[11058] = m[942]!; // opening_cash 2025
  m[11059] = m[8890]!; // opening_cash 2026
  m[11060] = m[8902]!; // opening_cash 2027
  m[11061] = m[8914]!; // opening_cash 2028
  m[11062] = m[8926]!; // opening_cash 2029
  m[11063] = m[8938]!; // opening_cash 2030
  m[11064] = m[965]!; // closing_cash 2024
  m[11065] = m[977]!; // closing_cash 2025
  m[11066] = m[8962]!; // closing_cash 2026
  m[11067] = m[8974]!; // closing_cash 2027
  m[11068] = m[8986]!; // closing_cash 2028
  m[11069] = m[8998]!; // closing_cash 2029
  m[11070] = m[9010]!; // closing_cash 2030
  m[11086] = m[9133]!; // fixed_assets 2025
  m[11087] = m[9145]!; // fixed_assets 2026
  m[11088] = m[9157]!; // fixed_assets 2027
  m[11089] = m[9169]!; // fixed_assets 2028
  m[11090] = m[9181]!; // fixed_assets 2029
  m[11091] = m[9193]!; // fixed_assets 2030
  m[11093] = m[9194]!; // receivables 2025
  m[11094] = m[9206]!; // receivables 2026
  m[11095] = m[9218]!; // receivables 2027
  m[11096] = m[9230]!; // receivables 2028
  m[11097] = m[9242]!; // receivables 2029
  m[11098] = m[9254]!; // receivables 2030
  m[11100] = m[9255]!; // other_receivables 2025
  m[11101] = m[9267]!; // other_receivables 2026
  m[11102] = m[9279]!; // other_receivables 2027
  m[11103] = m[9291]!; // other_receivables 2028
  m[11104] = m[9303]!; // other_receivables 2029
  m[11105] = m[9315]!; // other_receivables 2030
  m[11107] = m[9316]!; // cash 2025
  m[11108] = m[9328]!; // cash 2026
  m[11109] = m[9340]!; // cash 2027
  m[11110] = m[9352]!; // cash 2028
  m[11111] = m[9364]!; // cash 2029
  m[11112] = m[9376]!; // cash 2030
  m[11114] = m[9377]!; // total_assets 2025
  m[11115] = m[9389]!; // total_assets 2026
  m[11116] = m[9401]!; // total_assets 2027
  m[11117] = m[9413]!; // total_assets 2028
  m[11118] = m[9425]!; // total_assets 2029
  m[11119] = m[9437]!; // total_assets 2030
  m[11121] = m[9438]!; // payables 2025
  m[11122] = m[9450]!; // payables 2026
  m[11123] = m[9462]!; // payables 2027
  m[11124] = m[9474]!; // payables 2028
  m[11125] = m[9486]!; // payables 2029
  m[11126] = m[9498]!; // payables 2030
  m[11128] = m[9499]!; // deferred_revenue 2025
  m[11129] = m[9511]!; // deferred_revenue 2026
  m[11130] = m[9523]!; // deferred_revenue 2027
  m[11131] = m[9535]!; // deferred_revenue 2028
  m[11132] = m[9547]!; // deferred_revenue 2029
  m[11133] = m[9559]!; // deferred_revenue 2030
  m[11135] = m[9560]!; // vat_payable 2025
  m[11136] = m[9572]!; // vat_payable 2026
  m[11137] = m[9584]!; // vat_payable 2027
  m[11138] = m[9596]!; // vat_payable 2028
  m[11139] = m[9608]!; // vat_payable 2029
  m[11140] = m[9620]!; // vat_payable 2030
  m[11142] = m[9621]!; // income_tax_payable 2025
  m[11143] = m[9633]!; // income_tax_payable 2026
  m[11144] = m[9645]!; // income_tax_payable 2027
  m[11145] = m[9657]!; // income_tax_payable 2028
  m[11146] = m[9669]!; // income_tax_payable 2029
  m[11147] = m[9681]!; // income_tax_payable 2030
  m[11149] = m[9682]!; // loans 2025
  m[11150] = m[9694]!; // loans 2026
  m[11151] = m[9706]!; // loans 2027
  m[11152] = m[9718]!; // loans 2028
  m[11153] = m[9730]!; // loans 2029
  m[11154] = m[9742]!; // loans 2030
  m[11156] = m[9743]!; // total_liabilities 2025
  m[11157] = m[9755]!; // total_liabilities 2026
  m[11158] = m[9767]!; // total_liabilities 2027
  m[11159] = m[9779]!; // total_liabilities 2028
  m[11160] = m[9791]!; // total_liabilities 2029
  m[11161] = m[9803]!; // total_liabilities 2030
  m[11163] = m[9804]!; // subscribed_capital 2025
  m[11164] = m[9816]!; // subscribed_capital 2026
  m[11165] = m[9828]!; // subscribed_capital 2027
  m[11166] = m[9840]!; // subscribed_capital 2028
  m[11167] = m[9852]!; // subscribed_capital 2029
  m[11168] = m[9864]!; // subscribed_capital 2030
  m[11170] = m[9865]!; // capital_reserve 2025
  m[11171] = m[9877]!; // capital_reserve 2026
  m[11172] = m[9889]!; // capital_reserve 2027
  m[11173] = m[9901]!; // capital_reserve 2028
  m[11174] = m[9913]!; // capital_reserve 2029
  m[11175] = m[9925]!; // capital_reserve 2030
  m[11177] = m[9926]!; // retained_earnings 2025
  m[11178] = m[9938]!; // retained_earnings 2026
  m[11179] = m[9950]!; // retained_earnings 2027
  m[11180] = m[9962]!; // retained_earnings 2028
  m[11181] = m[9974]!; // retained_earnings 2029
  m[11182] = m[9986]!; // retained_earnings 2030
  m[11184] = m[9987]!; // net_income_ytd 2025
  m[11185] = m[9999]!; // net_income_ytd 2026
  m[11186] = m[10011]!; // net_income_ytd 2027
  m[11187] = m[10023]!; // net_income_ytd 2028
  m[11188] = m[10035]!; // net_income_ytd 2029
  m[11189] = m[10047]!; // net_income_ytd 2030
  m[11191] = m[10048]!; // total_equity 2025
  m[11192] = m[10060]!; // total_equity 2026
  m[11193] = m[10072]!; // total_equity 2027
  m[11194] = m[10084]!; // total_equity 2028
  m[11195] = m[10096]!; // total_equity 2029
  m[11196] = m[10108]!; // total_equity 2030
  m[11198] = m[10109]!; // total_liabilities_and_equity 2025
  m[11199] = m[10121]!; // total_liabilities_and_equity 2026
  m[11200] = m[10133]!; // total_liabilities_and_equity 2027
  m[11201] = m[10145]!; // total_liabilities_and_equity 2028
  m[11202] = m[10157]!; // total_liabilities_and_equity 2029
  m[11203] = m[10169]!; // total_liabilities_and_equity 2030
  m[11205] = m[10170]!; // balance_check 2025
  m[11206] = m[10182]!; // balance_check 2026
  m[11207] = m[10194]!; // balance_check 2027
  m[11208] = m[10206]!; // balance_check 2028
  m[11209] = m[10218]!; // balance_check 2029
  m[11210] = m[10230]!; // balance_check 2030
}

/** The annual-only lines of every year. */
function annualExtras(m: Float64Array): void {
  const vehicles_per_transport_client = m[20]!;

  // Annual extras
  const t253 = 12 * m[461]!;
  m[11211] = t253 - t253 === 0 ? t253 : NaN; // arr 2024
  const t254 = m[293]! * vehicles_per_transport_client;
  m[11218] = t254 - t254 === 0 ? t254 : NaN; // vehicles 2024
  const t255 = m[10280]! + m[10294]!;
  m[11225] = t255 - t255 === 0 ? t255 : NaN; // total_clients 2024
  const t256 = ((((((((m[10385]! + m[10399]!) + m[10406]!) + m[10413]!) + m[10420]!) + m[10427]!) + m[10434]!) + m[10441]!) + m[10448]!) + m[10455]!;
  const total_expenses_2024 = (m[11232] = t256 - t256 === 0 ? t256 : NaN);
  const t257 = (m[10378]! - total_expenses_2024) + m[10469]!;
  const computed_ebitda_2024 = (m[11239] = t257 - t257 === 0 ? t257 : NaN);
  const t258 = $round(computed_ebitda_2024 - m[10476]!, 2);
  m[11246] = t258 - t258 === 0 ? t258 : NaN; // ebitda_variance 2024
  const t259 = 12 * m[473]!;
  m[11212] = t259 - t259 === 0 ? t259 : NaN; // arr 2025
  const t260 = m[305]! * vehicles_per_transport_client;
  m[11219] = t260 - t260 === 0 ? t260 : NaN; // vehicles 2025
  const t261 = m[10281]! + m[10295]!;
  m[11226] = t261 - t261 === 0 ? t261 : NaN; // total_clients 2025
  const t262 = ((((((((m[10386]! + m[10400]!) + m[10407]!) + m[10414]!) + m[10421]!) + m[10428]!) + m[10435]!) + m[10442]!) + m[10449]!) + m[10456]!;
  const total_expenses_2025 = (m[11233] = t262 - t262 === 0 ? t262 : NaN);
  const t263 = (m[10379]! - total_expenses_2025) + m[10470]!;
  const computed_ebitda_2025 = (m[11240] = t263 - t263 === 0 ? t263 : NaN);
  const t264 = $round(computed_ebitda_2025 - m[10477]!, 2);
  m[11247] = t264 - t264 === 0 ? t264 : NaN; // ebitda_variance 2025
  const t265 = 12 * m[2862]!;
  m[11213] = t265 - t265 === 0 ? t265 : NaN; // arr 2026
  const t266 = m[2252]! * vehicles_per_transport_client;
  m[11220] = t266 - t266 === 0 ? t266 : NaN; // vehicles 2026
  const t267 = m[10282]! + m[10296]!;
  m[11227] = t267 - t267 === 0 ? t267 : NaN; // total_clients 2026
  const t268 = ((((((((m[10387]! + m[10401]!) + m[10408]!) + m[10415]!) + m[10422]!) + m[10429]!) + m[10436]!) + m[10443]!) + m[10450]!) + m[10457]!;
  const total_expenses_2026 = (m[11234] = t268 - t268 === 0 ? t268 : NaN);
  const t269 = (m[10380]! - total_expenses_2026) + m[10471]!;
  const computed_ebitda_2026 = (m[11241] = t269 - t269 === 0 ? t269 : NaN);
  const t270 = $round(computed_ebitda_2026 - m[10478]!, 2);
  m[11248] = t270 - t270 === 0 ? t270 : NaN; // ebitda_variance 2026
  const t271 = 12 * m[2874]!;
  m[11214] = t271 - t271 === 0 ? t271 : NaN; // arr 2027
  const t272 = m[2264]! * vehicles_per_transport_client;
  m[11221] = t272 - t272 === 0 ? t272 : NaN; // vehicles 2027
  const t273 = m[10283]! + m[10297]!;
  m[11228] = t273 - t273 === 0 ? t273 : NaN; // total_clients 2027
  const t274 = ((((((((m[10388]! + m[10402]!) + m[10409]!) + m[10416]!) + m[10423]!) + m[10430]!) + m[10437]!) + m[10444]!) + m[10451]!) + m[10458]!;
  const total_expenses_2027 = (m[11235] = t274 - t274 === 0 ? t274 : NaN);
  const t275 = (m[10381]! - total_expenses_2027) + m[10472]!;
  const computed_ebitda_2027 = (m[11242] = t275 - t275 === 0 ? t275 : NaN);
  const t276 = $round(computed_ebitda_2027 - m[10479]!, 2);
  m[11249] = t276 - t276 === 0 ? t276 : NaN; // ebitda_variance 2027
  const t277 = 12 * m[2886]!;
  m[11215] = t277 - t277 === 0 ? t277 : NaN; // arr 2028
  const t278 = m[2276]! * vehicles_per_transport_client;
  m[11222] = t278 - t278 === 0 ? t278 : NaN; // vehicles 2028
  const t279 = m[10284]! + m[10298]!;
  m[11229] = t279 - t279 === 0 ? t279 : NaN; // total_clients 2028
  const t280 = ((((((((m[10389]! + m[10403]!) + m[10410]!) + m[10417]!) + m[10424]!) + m[10431]!) + m[10438]!) + m[10445]!) + m[10452]!) + m[10459]!;
  const total_expenses_2028 = (m[11236] = t280 - t280 === 0 ? t280 : NaN);
  const t281 = (m[10382]! - total_expenses_2028) + m[10473]!;
  const computed_ebitda_2028 = (m[11243] = t281 - t281 === 0 ? t281 : NaN);
  const t282 = $round(computed_ebitda_2028 - m[10480]!, 2);
  m[11250] = t282 - t282 === 0 ? t282 : NaN; // ebitda_variance 2028
  const t283 = 12 * m[2898]!;
  m[11216] = t283 - t283 === 0 ? t283 : NaN; // arr 2029
  const t284 = m[2288]! * vehicles_per_transport_client;
  m[11223] = t284 - t284 === 0 ? t284 : NaN; // vehicles 2029
  const t285 = m[10285]! + m[10299]!;
  m[11230] = t285 - t285 === 0 ? t285 : NaN; // total_clients 2029
  const t286 = ((((((((m[10390]! + m[10404]!) + m[10411]!) + m[10418]!) + m[10425]!) + m[10432]!) + m[10439]!) + m[10446]!) + m[10453]!) + m[10460]!;
  const total_expenses_2029 = (m[11237] = t286 - t286 === 0 ? t286 : NaN);
  const t287 = (m[10383]! - total_expenses_2029) + m[10474]!;
  const computed_ebitda_2029 = (m[11244] = t287 - t287 === 0 ? t287 : NaN);
  const t288 = $round(computed_ebitda_2029 - m[10481]!, 2);
  m[11251] = t288 - t288 === 0 ? t288 : NaN; // ebitda_variance 2029
  const t289 = 12 * m[2910]!;
  m[11217] = t289 - t289 === 0 ? t289 : NaN; // arr 2030
  const t290 = m[2300]! * vehicles_per_transport_client;
  m[11224] = t290 - t290 === 0 ? t290 : NaN; // vehicles 2030
  const t291 = m[10286]! + m[10300]!;
  m[11231] = t291 - t291 === 0 ? t291 : NaN; // total_clients 2030
  const t292 = ((((((((m[10391]! + m[10405]!) + m[10412]!) + m[10419]!) + m[10426]!) + m[10433]!) + m[10440]!) + m[10447]!) + m[10454]!) + m[10461]!;
  const total_expenses_2030 = (m[11238] = t292 - t292 === 0 ? t292 : NaN);
  const t293 = (m[10384]! - total_expenses_2030) + m[10475]!;
  const computed_ebitda_2030 = (m[11245] = t293 - t293 === 0 ? t293 : NaN);
  const t294 = $round(computed_ebitda_2030 - m[10482]!, 2);
  m[11252] = t294 - t294 === 0 ? t294 : NaN; // ebitda_variance 2030
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
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1002]!;
  const capital_reserve_2025 = m[1314]!;

  // KPIs 2025
  const t295 = 100 * m[10302]!;
  m[11259] = t295 - t295 === 0 ? t295 : NaN; // adoption_rate 2025
  const t296 = m[10280]!;
  const t297 = 100 * ((t296 === 0 || t296 - t296 !== 0 ? NaN : m[10281]! / t296) - 1);
  m[11265] = t297 - t297 === 0 ? t297 : NaN; // new_customer_growth 2025
  const t298 = (((m[10280]! + m[10294]!) + m[10281]!) + m[10295]!) / 2;
  const t299 = t298 === 0 || t298 - t298 !== 0 ? NaN : (100 * (((((m[10280]! + m[10294]!) + m[10260]!) + m[10288]!) - m[10281]!) - m[10295]!)) / t298;
  m[11271] = t299 - t299 === 0 ? t299 : NaN; // logo_churn 2025
  const t300 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t301 = t300 === 0 || t300 - t300 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t300;
  m[11283] = t301 - t301 === 0 ? t301 : NaN; // share_of_wallet 2025
  const t302 = m[10379]!;
  const t303 = t302 === 0 || t302 - t302 !== 0 ? NaN : (100 * m[10393]!) / t302;
  m[11289] = t303 - t303 === 0 ? t303 : NaN; // gross_margin 2025
  const t304 = m[10386]!;
  const t305 = t304 === 0 || t304 - t304 !== 0 ? NaN : m[10393]! / t304;
  m[11301] = t305 - t305 === 0 ? t305 : NaN; // unit_economics 2025
  const t306 = m[10379]!;
  const t307 = t306 === 0 || t306 - t306 !== 0 ? NaN : (100 * m[10477]!) / t306;
  m[11307] = t307 - t307 === 0 ? t307 : NaN; // operating_margin 2025
  const t308 = m[10379]!;
  const t309 = t308 === 0 || t308 - t308 !== 0 ? NaN : (100 * (((m[10393]! - m[10407]!) - m[10442]!) - m[10449]!)) / t308;
  m[11313] = t309 - t309 === 0 ? t309 : NaN; // contribution_margin 2025
  const t310 = m[10260]! + m[10288]!;
  const t311 = t310 === 0 || t310 - t310 !== 0 ? NaN : m[10407]! / t310;
  m[11319] = t311 - t311 === 0 ? t311 : NaN; // cac 2025
  const t312 = (m[10463]! / 12) / 1000;
  m[11325] = t312 - t312 === 0 ? t312 : NaN; // monthly_burn 2025
  const t313 = m[10463]! / 12;
  const t314 = t313 === 0 || t313 - t313 !== 0 ? NaN : m[11065]! / t313;
  m[11331] = t314 - t314 === 0 ? t314 : NaN; // cash_runway 2025
  const t315 = m[10232]!;
  const t316 = (t315 === 0 || t315 - t315 !== 0 ? NaN : m[10379]! / t315) / 1000;
  m[11337] = t316 - t316 === 0 ? t316 : NaN; // revenue_per_employee 2025
  const t317 = (capital_injection_2025 + m[11170]!) - capital_reserve_2025;
  const t318 = t317 === 0 || t317 - t317 !== 0 ? NaN : m[11212]! / t317;
  m[11349] = t318 - t318 === 0 ? t318 : NaN; // capital_efficiency 2025
  const t319 = m[10329]!;
  const t320 = m[10280]! + m[10294]!;
  const t321 = t320 === 0 || t320 - t320 !== 0 ? NaN : (m[10281]! + m[10295]!) / t320;
  const t322 = t321 === 0 || t321 - t321 !== 0 ? NaN : (t319 === 0 || t319 - t319 !== 0 ? NaN : m[10330]! / t319) / t321;
  m[11361] = t322 - t322 === 0 ? t322 : NaN; // network_effect_multiplier 2025
  const t323 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10281]! - m[10280]!)) / addressable_medical_facilities;
  m[11367] = t323 - t323 === 0 ? t323 : NaN; // whitespace_penetration_velocity 2025
  const t324 = m[10365]!;
  const t325 = t324 === 0 || t324 - t324 !== 0 ? NaN : m[10379]! / t324;
  m[11373] = t325 - t325 === 0 ? t325 : NaN; // b2b2c_revenue_multiplier 2025
  m[11379] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2025
  m[11385] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2025
  const t326 = m[10378]!;
  const t327 = m[11232]!;
  const t328 = t327 === 0 || t327 - t327 !== 0 ? NaN : m[11233]! / t327;
  const t329 = t328 === 0 || t328 - t328 !== 0 ? NaN : (t326 === 0 || t326 - t326 !== 0 ? NaN : m[10379]! / t326) / t328;
  m[11391] = t329 - t329 === 0 ? t329 : NaN; // asset_light_scalability 2025
  const t330 = m[10329]!;
  const t331 = 100 * ((t330 === 0 || t330 - t330 !== 0 ? NaN : m[10330]! / t330) - 1);
  m[11409] = t331 - t331 === 0 ? t331 : NaN; // market_creation_velocity 2025
  m[11415] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2025
  const t332 = (m[10280]! + m[10281]!) / 2;
  const t333 = (t332 === 0 || t332 - t332 !== 0 ? NaN : (m[10351]! + m[10372]!) / t332) / 1000;
  m[11421] = t333 - t333 === 0 ? t333 : NaN; // revenue_per_medical_client 2025
  const t334 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t335 = t334 === 0 || t334 - t334 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t334;
  m[11427] = t335 - t335 === 0 ? t335 : NaN; // data_addon_share 2025
  const t336 = m[10379]!;
  const t337 = t336 === 0 || t336 - t336 !== 0 ? NaN : (100 * m[10358]!) / t336;
  m[11433] = t337 - t337 === 0 ? t337 : NaN; // logistics_revenue_share 2025
  const t338 = m[10378]!;
  const t339 = 100 * ((t338 === 0 || t338 - t338 !== 0 ? NaN : m[10379]! / t338) - 1);
  m[11439] = t339 - t339 === 0 ? t339 : NaN; // revenue_growth 2025
  const t340 = m[10379]!;
  const t341 = t340 === 0 || t340 - t340 !== 0 ? NaN : (100 * m[10386]!) / t340;
  m[11445] = t341 - t341 === 0 ? t341 : NaN; // cogs_share 2025
  const t342 = m[10330]!;
  const t343 = t342 === 0 || t342 - t342 !== 0 ? NaN : m[10386]! / t342;
  m[11451] = t343 - t343 === 0 ? t343 : NaN; // cogs_per_ride 2025
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
  const time_to_first_value_days = m[70]!;
  const ltv_horizon_years = m[73]!;
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1002]!;
  const capital_reserve_2025 = m[1314]!;

  // KPIs 2026
  const t344 = m[10337]!;
  const t345 = t344 === 0 || t344 - t344 !== 0 ? NaN : ((100 * (1 - (logo_churn_rate / 100))) * m[10338]!) / t344;
  m[11254] = t345 - t345 === 0 ? t345 : NaN; // nrr 2026
  const t346 = 100 * m[10303]!;
  m[11260] = t346 - t346 === 0 ? t346 : NaN; // adoption_rate 2026
  const t347 = m[10281]!;
  const t348 = 100 * ((t347 === 0 || t347 - t347 !== 0 ? NaN : m[10282]! / t347) - 1);
  m[11266] = t348 - t348 === 0 ? t348 : NaN; // new_customer_growth 2026
  const t349 = (((m[10281]! + m[10295]!) + m[10282]!) + m[10296]!) / 2;
  const t350 = t349 === 0 || t349 - t349 !== 0 ? NaN : (100 * (((((m[10281]! + m[10295]!) + m[10261]!) + m[10289]!) - m[10282]!) - m[10296]!)) / t349;
  m[11272] = t350 - t350 === 0 ? t350 : NaN; // logo_churn 2026
  const t351 = m[10247]!;
  const t352 = t351 === 0 || t351 - t351 !== 0 ? NaN : (100 * m[10261]!) / t351;
  m[11278] = t352 - t352 === 0 ? t352 : NaN; // onboarding_conversion 2026
  const t353 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t354 = t353 === 0 || t353 - t353 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t353;
  m[11284] = t354 - t354 === 0 ? t354 : NaN; // share_of_wallet 2026
  const t355 = m[10380]!;
  const t356 = t355 === 0 || t355 - t355 !== 0 ? NaN : (100 * m[10394]!) / t355;
  m[11290] = t356 - t356 === 0 ? t356 : NaN; // gross_margin 2026
  const t357 = (m[10281]! + m[10282]!) / 2;
  const t358 = m[10380]!;
  const t359 = m[10261]!;
  const t360 = t359 === 0 || t359 - t359 !== 0 ? NaN : (m[10247]! * customer_acquisition_cost) / t359;
  const t361 = t360 === 0 || t360 - t360 !== 0 ? NaN : ((t358 === 0 || t358 - t358 !== 0 ? NaN : ((t357 === 0 || t357 - t357 !== 0 ? NaN : (m[10352]! + m[10373]!) / t357) * m[10394]!) / t358) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t360;
  m[11296] = t361 - t361 === 0 ? t361 : NaN; // ltv_cac 2026
  const t362 = m[10387]!;
  const t363 = t362 === 0 || t362 - t362 !== 0 ? NaN : m[10394]! / t362;
  m[11302] = t363 - t363 === 0 ? t363 : NaN; // unit_economics 2026
  const t364 = m[10380]!;
  const t365 = t364 === 0 || t364 - t364 !== 0 ? NaN : (100 * m[10478]!) / t364;
  m[11308] = t365 - t365 === 0 ? t365 : NaN; // operating_margin 2026
  const t366 = m[10380]!;
  const t367 = t366 === 0 || t366 - t366 !== 0 ? NaN : (100 * (((m[10394]! - m[10408]!) - m[10443]!) - m[10450]!)) / t366;
  m[11314] = t367 - t367 === 0 ? t367 : NaN; // contribution_margin 2026
  const t368 = m[10261]! + m[10289]!;
  const t369 = t368 === 0 || t368 - t368 !== 0 ? NaN : m[10408]! / t368;
  m[11320] = t369 - t369 === 0 ? t369 : NaN; // cac 2026
  const t370 = (m[10464]! / 12) / 1000;
  m[11326] = t370 - t370 === 0 ? t370 : NaN; // monthly_burn 2026
  const t371 = m[10464]! / 12;
  const t372 = t371 === 0 || t371 - t371 !== 0 ? NaN : m[11066]! / t371;
  m[11332] = t372 - t372 === 0 ? t372 : NaN; // cash_runway 2026
  const t373 = m[10233]!;
  const t374 = (t373 === 0 || t373 - t373 !== 0 ? NaN : m[10380]! / t373) / 1000;
  m[11338] = t374 - t374 === 0 ? t374 : NaN; // revenue_per_employee 2026
  const t375 = (m[10281]! + m[10282]!) / 2;
  const t376 = m[10247]! * customer_acquisition_cost;
  const t377 = t376 === 0 || t376 - t376 !== 0 ? NaN : (t375 === 0 || t375 - t375 !== 0 ? NaN : (m[10261]! * (m[10352]! + m[10373]!)) / t375) / t376;
  m[11344] = t377 - t377 === 0 ? t377 : NaN; // sales_efficiency 2026
  const t378 = (capital_injection_2025 + m[11171]!) - capital_reserve_2025;
  const t379 = t378 === 0 || t378 - t378 !== 0 ? NaN : m[11213]! / t378;
  m[11350] = t379 - t379 === 0 ? t379 : NaN; // capital_efficiency 2026
  m[11356] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2026
  const t380 = m[10330]!;
  const t381 = m[10281]! + m[10295]!;
  const t382 = t381 === 0 || t381 - t381 !== 0 ? NaN : (m[10282]! + m[10296]!) / t381;
  const t383 = t382 === 0 || t382 - t382 !== 0 ? NaN : (t380 === 0 || t380 - t380 !== 0 ? NaN : m[10331]! / t380) / t382;
  m[11362] = t383 - t383 === 0 ? t383 : NaN; // network_effect_multiplier 2026
  const t384 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10282]! - m[10281]!)) / addressable_medical_facilities;
  m[11368] = t384 - t384 === 0 ? t384 : NaN; // whitespace_penetration_velocity 2026
  const t385 = m[10366]!;
  const t386 = t385 === 0 || t385 - t385 !== 0 ? NaN : m[10380]! / t385;
  m[11374] = t386 - t386 === 0 ? t386 : NaN; // b2b2c_revenue_multiplier 2026
  m[11380] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2026
  m[11386] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2026
  const t387 = m[10379]!;
  const t388 = m[11233]!;
  const t389 = t388 === 0 || t388 - t388 !== 0 ? NaN : m[11234]! / t388;
  const t390 = t389 === 0 || t389 - t389 !== 0 ? NaN : (t387 === 0 || t387 - t387 !== 0 ? NaN : m[10380]! / t387) / t389;
  m[11392] = t390 - t390 === 0 ? t390 : NaN; // asset_light_scalability 2026
  const t391 = m[10240]!;
  const t392 = (t391 === 0 || t391 - t391 !== 0 ? NaN : m[10261]! / t391) / 12;
  m[11398] = t392 - t392 === 0 ? t392 : NaN; // sales_model_efficiency 2026
  const t393 = m[10281]!;
  const t394 = t393 === 0 || t393 - t393 !== 0 ? NaN : (m[10247]! - ((12 * m[10240]!) * sales_rep_productivity)) / t393;
  m[11404] = t394 - t394 === 0 ? t394 : NaN; // viral_coefficient 2026
  const t395 = m[10330]!;
  const t396 = 100 * ((t395 === 0 || t395 - t395 !== 0 ? NaN : m[10331]! / t395) - 1);
  m[11410] = t396 - t396 === 0 ? t396 : NaN; // market_creation_velocity 2026
  m[11416] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2026
  const t397 = (m[10281]! + m[10282]!) / 2;
  const t398 = (t397 === 0 || t397 - t397 !== 0 ? NaN : (m[10352]! + m[10373]!) / t397) / 1000;
  m[11422] = t398 - t398 === 0 ? t398 : NaN; // revenue_per_medical_client 2026
  const t399 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t400 = t399 === 0 || t399 - t399 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t399;
  m[11428] = t400 - t400 === 0 ? t400 : NaN; // data_addon_share 2026
  const t401 = m[10380]!;
  const t402 = t401 === 0 || t401 - t401 !== 0 ? NaN : (100 * m[10359]!) / t401;
  m[11434] = t402 - t402 === 0 ? t402 : NaN; // logistics_revenue_share 2026
  const t403 = m[10379]!;
  const t404 = 100 * ((t403 === 0 || t403 - t403 !== 0 ? NaN : m[10380]! / t403) - 1);
  m[11440] = t404 - t404 === 0 ? t404 : NaN; // revenue_growth 2026
  const t405 = m[10380]!;
  const t406 = t405 === 0 || t405 - t405 !== 0 ? NaN : (100 * m[10387]!) / t405;
  m[11446] = t406 - t406 === 0 ? t406 : NaN; // cogs_share 2026
  const t407 = m[10331]!;
  const t408 = t407 === 0 || t407 - t407 !== 0 ? NaN : m[10387]! / t407;
  m[11452] = t408 - t408 === 0 ? t408 : NaN; // cogs_per_ride 2026
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
  const time_to_first_value_days = m[70]!;
  const ltv_horizon_years = m[73]!;
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1002]!;
  const capital_reserve_2025 = m[1314]!;

  // KPIs 2027
  const t409 = m[10338]!;
  const t410 = t409 === 0 || t409 - t409 !== 0 ? NaN : ((100 * (1 - (logo_churn_rate / 100))) * m[10339]!) / t409;
  m[11255] = t410 - t410 === 0 ? t410 : NaN; // nrr 2027
  const t411 = 100 * m[10304]!;
  m[11261] = t411 - t411 === 0 ? t411 : NaN; // adoption_rate 2027
  const t412 = m[10282]!;
  const t413 = 100 * ((t412 === 0 || t412 - t412 !== 0 ? NaN : m[10283]! / t412) - 1);
  m[11267] = t413 - t413 === 0 ? t413 : NaN; // new_customer_growth 2027
  const t414 = (((m[10282]! + m[10296]!) + m[10283]!) + m[10297]!) / 2;
  const t415 = t414 === 0 || t414 - t414 !== 0 ? NaN : (100 * (((((m[10282]! + m[10296]!) + m[10262]!) + m[10290]!) - m[10283]!) - m[10297]!)) / t414;
  m[11273] = t415 - t415 === 0 ? t415 : NaN; // logo_churn 2027
  const t416 = m[10248]!;
  const t417 = t416 === 0 || t416 - t416 !== 0 ? NaN : (100 * m[10262]!) / t416;
  m[11279] = t417 - t417 === 0 ? t417 : NaN; // onboarding_conversion 2027
  const t418 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t419 = t418 === 0 || t418 - t418 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t418;
  m[11285] = t419 - t419 === 0 ? t419 : NaN; // share_of_wallet 2027
  const t420 = m[10381]!;
  const t421 = t420 === 0 || t420 - t420 !== 0 ? NaN : (100 * m[10395]!) / t420;
  m[11291] = t421 - t421 === 0 ? t421 : NaN; // gross_margin 2027
  const t422 = (m[10282]! + m[10283]!) / 2;
  const t423 = m[10381]!;
  const t424 = m[10262]!;
  const t425 = t424 === 0 || t424 - t424 !== 0 ? NaN : (m[10248]! * customer_acquisition_cost) / t424;
  const t426 = t425 === 0 || t425 - t425 !== 0 ? NaN : ((t423 === 0 || t423 - t423 !== 0 ? NaN : ((t422 === 0 || t422 - t422 !== 0 ? NaN : (m[10353]! + m[10374]!) / t422) * m[10395]!) / t423) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t425;
  m[11297] = t426 - t426 === 0 ? t426 : NaN; // ltv_cac 2027
  const t427 = m[10388]!;
  const t428 = t427 === 0 || t427 - t427 !== 0 ? NaN : m[10395]! / t427;
  m[11303] = t428 - t428 === 0 ? t428 : NaN; // unit_economics 2027
  const t429 = m[10381]!;
  const t430 = t429 === 0 || t429 - t429 !== 0 ? NaN : (100 * m[10479]!) / t429;
  m[11309] = t430 - t430 === 0 ? t430 : NaN; // operating_margin 2027
  const t431 = m[10381]!;
  const t432 = t431 === 0 || t431 - t431 !== 0 ? NaN : (100 * (((m[10395]! - m[10409]!) - m[10444]!) - m[10451]!)) / t431;
  m[11315] = t432 - t432 === 0 ? t432 : NaN; // contribution_margin 2027
  const t433 = m[10262]! + m[10290]!;
  const t434 = t433 === 0 || t433 - t433 !== 0 ? NaN : m[10409]! / t433;
  m[11321] = t434 - t434 === 0 ? t434 : NaN; // cac 2027
  const t435 = (m[10465]! / 12) / 1000;
  m[11327] = t435 - t435 === 0 ? t435 : NaN; // monthly_burn 2027
  const t436 = m[10465]! / 12;
  const t437 = t436 === 0 || t436 - t436 !== 0 ? NaN : m[11067]! / t436;
  m[11333] = t437 - t437 === 0 ? t437 : NaN; // cash_runway 2027
  const t438 = m[10234]!;
  const t439 = (t438 === 0 || t438 - t438 !== 0 ? NaN : m[10381]! / t438) / 1000;
  m[11339] = t439 - t439 === 0 ? t439 : NaN; // revenue_per_employee 2027
  const t440 = (m[10282]! + m[10283]!) / 2;
  const t441 = m[10248]! * customer_acquisition_cost;
  const t442 = t441 === 0 || t441 - t441 !== 0 ? NaN : (t440 === 0 || t440 - t440 !== 0 ? NaN : (m[10262]! * (m[10353]! + m[10374]!)) / t440) / t441;
  m[11345] = t442 - t442 === 0 ? t442 : NaN; // sales_efficiency 2027
  const t443 = (capital_injection_2025 + m[11172]!) - capital_reserve_2025;
  const t444 = t443 === 0 || t443 - t443 !== 0 ? NaN : m[11214]! / t443;
  m[11351] = t444 - t444 === 0 ? t444 : NaN; // capital_efficiency 2027
  m[11357] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2027
  const t445 = m[10331]!;
  const t446 = m[10282]! + m[10296]!;
  const t447 = t446 === 0 || t446 - t446 !== 0 ? NaN : (m[10283]! + m[10297]!) / t446;
  const t448 = t447 === 0 || t447 - t447 !== 0 ? NaN : (t445 === 0 || t445 - t445 !== 0 ? NaN : m[10332]! / t445) / t447;
  m[11363] = t448 - t448 === 0 ? t448 : NaN; // network_effect_multiplier 2027
  const t449 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10283]! - m[10282]!)) / addressable_medical_facilities;
  m[11369] = t449 - t449 === 0 ? t449 : NaN; // whitespace_penetration_velocity 2027
  const t450 = m[10367]!;
  const t451 = t450 === 0 || t450 - t450 !== 0 ? NaN : m[10381]! / t450;
  m[11375] = t451 - t451 === 0 ? t451 : NaN; // b2b2c_revenue_multiplier 2027
  m[11381] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2027
  m[11387] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2027
  const t452 = m[10380]!;
  const t453 = m[11234]!;
  const t454 = t453 === 0 || t453 - t453 !== 0 ? NaN : m[11235]! / t453;
  const t455 = t454 === 0 || t454 - t454 !== 0 ? NaN : (t452 === 0 || t452 - t452 !== 0 ? NaN : m[10381]! / t452) / t454;
  m[11393] = t455 - t455 === 0 ? t455 : NaN; // asset_light_scalability 2027
  const t456 = m[10241]!;
  const t457 = (t456 === 0 || t456 - t456 !== 0 ? NaN : m[10262]! / t456) / 12;
  m[11399] = t457 - t457 === 0 ? t457 : NaN; // sales_model_efficiency 2027
  const t458 = m[10282]!;
  const t459 = t458 === 0 || t458 - t458 !== 0 ? NaN : (m[10248]! - ((12 * m[10241]!) * sales_rep_productivity)) / t458;
  m[11405] = t459 - t459 === 0 ? t459 : NaN; // viral_coefficient 2027
  const t460 = m[10331]!;
  const t461 = 100 * ((t460 === 0 || t460 - t460 !== 0 ? NaN : m[10332]! / t460) - 1);
  m[11411] = t461 - t461 === 0 ? t461 : NaN; // market_creation_velocity 2027
  m[11417] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2027
  const t462 = (m[10282]! + m[10283]!) / 2;
  const t463 = (t462 === 0 || t462 - t462 !== 0 ? NaN : (m[10353]! + m[10374]!) / t462) / 1000;
  m[11423] = t463 - t463 === 0 ? t463 : NaN; // revenue_per_medical_client 2027
  const t464 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t465 = t464 === 0 || t464 - t464 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t464;
  m[11429] = t465 - t465 === 0 ? t465 : NaN; // data_addon_share 2027
  const t466 = m[10381]!;
  const t467 = t466 === 0 || t466 - t466 !== 0 ? NaN : (100 * m[10360]!) / t466;
  m[11435] = t467 - t467 === 0 ? t467 : NaN; // logistics_revenue_share 2027
  const t468 = m[10380]!;
  const t469 = 100 * ((t468 === 0 || t468 - t468 !== 0 ? NaN : m[10381]! / t468) - 1);
  m[11441] = t469 - t469 === 0 ? t469 : NaN; // revenue_growth 2027
  const t470 = m[10381]!;
  const t471 = t470 === 0 || t470 - t470 !== 0 ? NaN : (100 * m[10388]!) / t470;
  m[11447] = t471 - t471 === 0 ? t471 : NaN; // cogs_share 2027
  const t472 = m[10332]!;
  const t473 = t472 === 0 || t472 - t472 !== 0 ? NaN : m[10388]! / t472;
  m[11453] = t473 - t473 === 0 ? t473 : NaN; // cogs_per_ride 2027
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
  const time_to_first_value_days = m[70]!;
  const ltv_horizon_years = m[73]!;
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1002]!;
  const capital_reserve_2025 = m[1314]!;

  // KPIs 2028
  const t474 = m[10339]!;
  const t475 = t474 === 0 || t474 - t474 !== 0 ? NaN : ((100 * (1 - (logo_churn_rate / 100))) * m[10340]!) / t474;
  m[11256] = t475 - t475 === 0 ? t475 : NaN; // nrr 2028
  const t476 = 100 * m[10305]!;
  m[11262] = t476 - t476 === 0 ? t476 : NaN; // adoption_rate 2028
  const t477 = m[10283]!;
  const t478 = 100 * ((t477 === 0 || t477 - t477 !== 0 ? NaN : m[10284]! / t477) - 1);
  m[11268] = t478 - t478 === 0 ? t478 : NaN; // new_customer_growth 2028
  const t479 = (((m[10283]! + m[10297]!) + m[10284]!) + m[10298]!) / 2;
  const t480 = t479 === 0 || t479 - t479 !== 0 ? NaN : (100 * (((((m[10283]! + m[10297]!) + m[10263]!) + m[10291]!) - m[10284]!) - m[10298]!)) / t479;
  m[11274] = t480 - t480 === 0 ? t480 : NaN; // logo_churn 2028
  const t481 = m[10249]!;
  const t482 = t481 === 0 || t481 - t481 !== 0 ? NaN : (100 * m[10263]!) / t481;
  m[11280] = t482 - t482 === 0 ? t482 : NaN; // onboarding_conversion 2028
  const t483 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t484 = t483 === 0 || t483 - t483 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t483;
  m[11286] = t484 - t484 === 0 ? t484 : NaN; // share_of_wallet 2028
  const t485 = m[10382]!;
  const t486 = t485 === 0 || t485 - t485 !== 0 ? NaN : (100 * m[10396]!) / t485;
  m[11292] = t486 - t486 === 0 ? t486 : NaN; // gross_margin 2028
  const t487 = (m[10283]! + m[10284]!) / 2;
  const t488 = m[10382]!;
  const t489 = m[10263]!;
  const t490 = t489 === 0 || t489 - t489 !== 0 ? NaN : (m[10249]! * customer_acquisition_cost) / t489;
  const t491 = t490 === 0 || t490 - t490 !== 0 ? NaN : ((t488 === 0 || t488 - t488 !== 0 ? NaN : ((t487 === 0 || t487 - t487 !== 0 ? NaN : (m[10354]! + m[10375]!) / t487) * m[10396]!) / t488) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t490;
  m[11298] = t491 - t491 === 0 ? t491 : NaN; // ltv_cac 2028
  const t492 = m[10389]!;
  const t493 = t492 === 0 || t492 - t492 !== 0 ? NaN : m[10396]! / t492;
  m[11304] = t493 - t493 === 0 ? t493 : NaN; // unit_economics 2028
  const t494 = m[10382]!;
  const t495 = t494 === 0 || t494 - t494 !== 0 ? NaN : (100 * m[10480]!) / t494;
  m[11310] = t495 - t495 === 0 ? t495 : NaN; // operating_margin 2028
  const t496 = m[10382]!;
  const t497 = t496 === 0 || t496 - t496 !== 0 ? NaN : (100 * (((m[10396]! - m[10410]!) - m[10445]!) - m[10452]!)) / t496;
  m[11316] = t497 - t497 === 0 ? t497 : NaN; // contribution_margin 2028
  const t498 = m[10263]! + m[10291]!;
  const t499 = t498 === 0 || t498 - t498 !== 0 ? NaN : m[10410]! / t498;
  m[11322] = t499 - t499 === 0 ? t499 : NaN; // cac 2028
  const t500 = (m[10466]! / 12) / 1000;
  m[11328] = t500 - t500 === 0 ? t500 : NaN; // monthly_burn 2028
  const t501 = m[10466]! / 12;
  const t502 = t501 === 0 || t501 - t501 !== 0 ? NaN : m[11068]! / t501;
  m[11334] = t502 - t502 === 0 ? t502 : NaN; // cash_runway 2028
  const t503 = m[10235]!;
  const t504 = (t503 === 0 || t503 - t503 !== 0 ? NaN : m[10382]! / t503) / 1000;
  m[11340] = t504 - t504 === 0 ? t504 : NaN; // revenue_per_employee 2028
  const t505 = (m[10283]! + m[10284]!) / 2;
  const t506 = m[10249]! * customer_acquisition_cost;
  const t507 = t506 === 0 || t506 - t506 !== 0 ? NaN : (t505 === 0 || t505 - t505 !== 0 ? NaN : (m[10263]! * (m[10354]! + m[10375]!)) / t505) / t506;
  m[11346] = t507 - t507 === 0 ? t507 : NaN; // sales_efficiency 2028
  const t508 = (capital_injection_2025 + m[11173]!) - capital_reserve_2025;
  const t509 = t508 === 0 || t508 - t508 !== 0 ? NaN : m[11215]! / t508;
  m[11352] = t509 - t509 === 0 ? t509 : NaN; // capital_efficiency 2028
  m[11358] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2028
  const t510 = m[10332]!;
  const t511 = m[10283]! + m[10297]!;
  const t512 = t511 === 0 || t511 - t511 !== 0 ? NaN : (m[10284]! + m[10298]!) / t511;
  const t513 = t512 === 0 || t512 - t512 !== 0 ? NaN : (t510 === 0 || t510 - t510 !== 0 ? NaN : m[10333]! / t510) / t512;
  m[11364] = t513 - t513 === 0 ? t513 : NaN; // network_effect_multiplier 2028
  const t514 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10284]! - m[10283]!)) / addressable_medical_facilities;
  m[11370] = t514 - t514 === 0 ? t514 : NaN; // whitespace_penetration_velocity 2028
  const t515 = m[10368]!;
  const t516 = t515 === 0 || t515 - t515 !== 0 ? NaN : m[10382]! / t515;
  m[11376] = t516 - t516 === 0 ? t516 : NaN; // b2b2c_revenue_multiplier 2028
  m[11382] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2028
  m[11388] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2028
  const t517 = m[10381]!;
  const t518 = m[11235]!;
  const t519 = t518 === 0 || t518 - t518 !== 0 ? NaN : m[11236]! / t518;
  const t520 = t519 === 0 || t519 - t519 !== 0 ? NaN : (t517 === 0 || t517 - t517 !== 0 ? NaN : m[10382]! / t517) / t519;
  m[11394] = t520 - t520 === 0 ? t520 : NaN; // asset_light_scalability 2028
  const t521 = m[10242]!;
  const t522 = (t521 === 0 || t521 - t521 !== 0 ? NaN : m[10263]! / t521) / 12;
  m[11400] = t522 - t522 === 0 ? t522 : NaN; // sales_model_efficiency 2028
  const t523 = m[10283]!;
  const t524 = t523 === 0 || t523 - t523 !== 0 ? NaN : (m[10249]! - ((12 * m[10242]!) * sales_rep_productivity)) / t523;
  m[11406] = t524 - t524 === 0 ? t524 : NaN; // viral_coefficient 2028
  const t525 = m[10332]!;
  const t526 = 100 * ((t525 === 0 || t525 - t525 !== 0 ? NaN : m[10333]! / t525) - 1);
  m[11412] = t526 - t526 === 0 ? t526 : NaN; // market_creation_velocity 2028
  m[11418] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2028
  const t527 = (m[10283]! + m[10284]!) / 2;
  const t528 = (t527 === 0 || t527 - t527 !== 0 ? NaN : (m[10354]! + m[10375]!) / t527) / 1000;
  m[11424] = t528 - t528 === 0 ? t528 : NaN; // revenue_per_medical_client 2028
  const t529 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t530 = t529 === 0 || t529 - t529 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t529;
  m[11430] = t530 - t530 === 0 ? t530 : NaN; // data_addon_share 2028
  const t531 = m[10382]!;
  const t532 = t531 === 0 || t531 - t531 !== 0 ? NaN : (100 * m[10361]!) / t531;
  m[11436] = t532 - t532 === 0 ? t532 : NaN; // logistics_revenue_share 2028
  const t533 = m[10381]!;
  const t534 = 100 * ((t533 === 0 || t533 - t533 !== 0 ? NaN : m[10382]! / t533) - 1);
  m[11442] = t534 - t534 === 0 ? t534 : NaN; // revenue_growth 2028
  const t535 = m[10382]!;
  const t536 = t535 === 0 || t535 - t535 !== 0 ? NaN : (100 * m[10389]!) / t535;
  m[11448] = t536 - t536 === 0 ? t536 : NaN; // cogs_share 2028
  const t537 = m[10333]!;
  const t538 = t537 === 0 || t537 - t537 !== 0 ? NaN : m[10389]! / t537;
  m[11454] = t538 - t538 === 0 ? t538 : NaN; // cogs_per_ride 2028
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
  const time_to_first_value_days = m[70]!;
  const ltv_horizon_years = m[73]!;
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1002]!;
  const capital_reserve_2025 = m[1314]!;

  // KPIs 2029
  const t539 = m[10340]!;
  const t540 = t539 === 0 || t539 - t539 !== 0 ? NaN : ((100 * (1 - (logo_churn_rate / 100))) * m[10341]!) / t539;
  m[11257] = t540 - t540 === 0 ? t540 : NaN; // nrr 2029
  const t541 = 100 * m[10306]!;
  m[11263] = t541 - t541 === 0 ? t541 : NaN; // adoption_rate 2029
  const t542 = m[10284]!;
  const t543 = 100 * ((t542 === 0 || t542 - t542 !== 0 ? NaN : m[10285]! / t542) - 1);
  m[11269] = t543 - t543 === 0 ? t543 : NaN; // new_customer_growth 2029
  const t544 = (((m[10284]! + m[10298]!) + m[10285]!) + m[10299]!) / 2;
  const t545 = t544 === 0 || t544 - t544 !== 0 ? NaN : (100 * (((((m[10284]! + m[10298]!) + m[10264]!) + m[10292]!) - m[10285]!) - m[10299]!)) / t544;
  m[11275] = t545 - t545 === 0 ? t545 : NaN; // logo_churn 2029
  const t546 = m[10250]!;
  const t547 = t546 === 0 || t546 - t546 !== 0 ? NaN : (100 * m[10264]!) / t546;
  m[11281] = t547 - t547 === 0 ? t547 : NaN; // onboarding_conversion 2029
  const t548 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t549 = t548 === 0 || t548 - t548 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t548;
  m[11287] = t549 - t549 === 0 ? t549 : NaN; // share_of_wallet 2029
  const t550 = m[10383]!;
  const t551 = t550 === 0 || t550 - t550 !== 0 ? NaN : (100 * m[10397]!) / t550;
  m[11293] = t551 - t551 === 0 ? t551 : NaN; // gross_margin 2029
  const t552 = (m[10284]! + m[10285]!) / 2;
  const t553 = m[10383]!;
  const t554 = m[10264]!;
  const t555 = t554 === 0 || t554 - t554 !== 0 ? NaN : (m[10250]! * customer_acquisition_cost) / t554;
  const t556 = t555 === 0 || t555 - t555 !== 0 ? NaN : ((t553 === 0 || t553 - t553 !== 0 ? NaN : ((t552 === 0 || t552 - t552 !== 0 ? NaN : (m[10355]! + m[10376]!) / t552) * m[10397]!) / t553) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t555;
  m[11299] = t556 - t556 === 0 ? t556 : NaN; // ltv_cac 2029
  const t557 = m[10390]!;
  const t558 = t557 === 0 || t557 - t557 !== 0 ? NaN : m[10397]! / t557;
  m[11305] = t558 - t558 === 0 ? t558 : NaN; // unit_economics 2029
  const t559 = m[10383]!;
  const t560 = t559 === 0 || t559 - t559 !== 0 ? NaN : (100 * m[10481]!) / t559;
  m[11311] = t560 - t560 === 0 ? t560 : NaN; // operating_margin 2029
  const t561 = m[10383]!;
  const t562 = t561 === 0 || t561 - t561 !== 0 ? NaN : (100 * (((m[10397]! - m[10411]!) - m[10446]!) - m[10453]!)) / t561;
  m[11317] = t562 - t562 === 0 ? t562 : NaN; // contribution_margin 2029
  const t563 = m[10264]! + m[10292]!;
  const t564 = t563 === 0 || t563 - t563 !== 0 ? NaN : m[10411]! / t563;
  m[11323] = t564 - t564 === 0 ? t564 : NaN; // cac 2029
  const t565 = (m[10467]! / 12) / 1000;
  m[11329] = t565 - t565 === 0 ? t565 : NaN; // monthly_burn 2029
  const t566 = m[10467]! / 12;
  const t567 = t566 === 0 || t566 - t566 !== 0 ? NaN : m[11069]! / t566;
  m[11335] = t567 - t567 === 0 ? t567 : NaN; // cash_runway 2029
  const t568 = m[10236]!;
  const t569 = (t568 === 0 || t568 - t568 !== 0 ? NaN : m[10383]! / t568) / 1000;
  m[11341] = t569 - t569 === 0 ? t569 : NaN; // revenue_per_employee 2029
  const t570 = (m[10284]! + m[10285]!) / 2;
  const t571 = m[10250]! * customer_acquisition_cost;
  const t572 = t571 === 0 || t571 - t571 !== 0 ? NaN : (t570 === 0 || t570 - t570 !== 0 ? NaN : (m[10264]! * (m[10355]! + m[10376]!)) / t570) / t571;
  m[11347] = t572 - t572 === 0 ? t572 : NaN; // sales_efficiency 2029
  const t573 = (capital_injection_2025 + m[11174]!) - capital_reserve_2025;
  const t574 = t573 === 0 || t573 - t573 !== 0 ? NaN : m[11216]! / t573;
  m[11353] = t574 - t574 === 0 ? t574 : NaN; // capital_efficiency 2029
  m[11359] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2029
  const t575 = m[10333]!;
  const t576 = m[10284]! + m[10298]!;
  const t577 = t576 === 0 || t576 - t576 !== 0 ? NaN : (m[10285]! + m[10299]!) / t576;
  const t578 = t577 === 0 || t577 - t577 !== 0 ? NaN : (t575 === 0 || t575 - t575 !== 0 ? NaN : m[10334]! / t575) / t577;
  m[11365] = t578 - t578 === 0 ? t578 : NaN; // network_effect_multiplier 2029
  const t579 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10285]! - m[10284]!)) / addressable_medical_facilities;
  m[11371] = t579 - t579 === 0 ? t579 : NaN; // whitespace_penetration_velocity 2029
  const t580 = m[10369]!;
  const t581 = t580 === 0 || t580 - t580 !== 0 ? NaN : m[10383]! / t580;
  m[11377] = t581 - t581 === 0 ? t581 : NaN; // b2b2c_revenue_multiplier 2029
  m[11383] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2029
  m[11389] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2029
  const t582 = m[10382]!;
  const t583 = m[11236]!;
  const t584 = t583 === 0 || t583 - t583 !== 0 ? NaN : m[11237]! / t583;
  const t585 = t584 === 0 || t584 - t584 !== 0 ? NaN : (t582 === 0 || t582 - t582 !== 0 ? NaN : m[10383]! / t582) / t584;
  m[11395] = t585 - t585 === 0 ? t585 : NaN; // asset_light_scalability 2029
  const t586 = m[10243]!;
  const t587 = (t586 === 0 || t586 - t586 !== 0 ? NaN : m[10264]! / t586) / 12;
  m[11401] = t587 - t587 === 0 ? t587 : NaN; // sales_model_efficiency 2029
  const t588 = m[10284]!;
  const t589 = t588 === 0 || t588 - t588 !== 0 ? NaN : (m[10250]! - ((12 * m[10243]!) * sales_rep_productivity)) / t588;
  m[11407] = t589 - t589 === 0 ? t589 : NaN; // viral_coefficient 2029
  const t590 = m[10333]!;
  const t591 = 100 * ((t590 === 0 || t590 - t590 !== 0 ? NaN : m[10334]! / t590) - 1);
  m[11413] = t591 - t591 === 0 ? t591 : NaN; // market_creation_velocity 2029
  m[11419] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2029
  const t592 = (m[10284]! + m[10285]!) / 2;
  const t593 = (t592 === 0 || t592 - t592 !== 0 ? NaN : (m[10355]! + m[10376]!) / t592) / 1000;
  m[11425] = t593 - t593 === 0 ? t593 : NaN; // revenue_per_medical_client 2029
  const t594 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t595 = t594 === 0 || t594 - t594 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t594;
  m[11431] = t595 - t595 === 0 ? t595 : NaN; // data_addon_share 2029
  const t596 = m[10383]!;
  const t597 = t596 === 0 || t596 - t596 !== 0 ? NaN : (100 * m[10362]!) / t596;
  m[11437] = t597 - t597 === 0 ? t597 : NaN; // logistics_revenue_share 2029
  const t598 = m[10382]!;
  const t599 = 100 * ((t598 === 0 || t598 - t598 !== 0 ? NaN : m[10383]! / t598) - 1);
  m[11443] = t599 - t599 === 0 ? t599 : NaN; // revenue_growth 2029
  const t600 = m[10383]!;
  const t601 = t600 === 0 || t600 - t600 !== 0 ? NaN : (100 * m[10390]!) / t600;
  m[11449] = t601 - t601 === 0 ? t601 : NaN; // cogs_share 2029
  const t602 = m[10334]!;
  const t603 = t602 === 0 || t602 - t602 !== 0 ? NaN : m[10390]! / t602;
  m[11455] = t603 - t603 === 0 ? t603 : NaN; // cogs_per_ride 2029
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
  const time_to_first_value_days = m[70]!;
  const ltv_horizon_years = m[73]!;
  const regulatory_moat_strength = m[74]!;
  const cross_vertical_synergy_index = m[75]!;
  const per_bed_module_fee = m[126]!;
  const per_bed_list_fee = m[127]!;
  const capital_injection_2025 = m[1002]!;
  const capital_reserve_2025 = m[1314]!;

  // KPIs 2030
  const t604 = m[10341]!;
  const t605 = t604 === 0 || t604 - t604 !== 0 ? NaN : ((100 * (1 - (logo_churn_rate / 100))) * m[10342]!) / t604;
  m[11258] = t605 - t605 === 0 ? t605 : NaN; // nrr 2030
  const t606 = 100 * m[10307]!;
  m[11264] = t606 - t606 === 0 ? t606 : NaN; // adoption_rate 2030
  const t607 = m[10285]!;
  const t608 = 100 * ((t607 === 0 || t607 - t607 !== 0 ? NaN : m[10286]! / t607) - 1);
  m[11270] = t608 - t608 === 0 ? t608 : NaN; // new_customer_growth 2030
  const t609 = (((m[10285]! + m[10299]!) + m[10286]!) + m[10300]!) / 2;
  const t610 = t609 === 0 || t609 - t609 !== 0 ? NaN : (100 * (((((m[10285]! + m[10299]!) + m[10265]!) + m[10293]!) - m[10286]!) - m[10300]!)) / t609;
  m[11276] = t610 - t610 === 0 ? t610 : NaN; // logo_churn 2030
  const t611 = m[10251]!;
  const t612 = t611 === 0 || t611 - t611 !== 0 ? NaN : (100 * m[10265]!) / t611;
  m[11282] = t612 - t612 === 0 ? t612 : NaN; // onboarding_conversion 2030
  const t613 = (beds_per_inpatient_client * per_bed_list_fee) + medical_premium_monthly_fee;
  const t614 = t613 === 0 || t613 - t613 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t613;
  m[11288] = t614 - t614 === 0 ? t614 : NaN; // share_of_wallet 2030
  const t615 = m[10384]!;
  const t616 = t615 === 0 || t615 - t615 !== 0 ? NaN : (100 * m[10398]!) / t615;
  m[11294] = t616 - t616 === 0 ? t616 : NaN; // gross_margin 2030
  const t617 = (m[10285]! + m[10286]!) / 2;
  const t618 = m[10384]!;
  const t619 = m[10265]!;
  const t620 = t619 === 0 || t619 - t619 !== 0 ? NaN : (m[10251]! * customer_acquisition_cost) / t619;
  const t621 = t620 === 0 || t620 - t620 !== 0 ? NaN : ((t618 === 0 || t618 - t618 !== 0 ? NaN : ((t617 === 0 || t617 - t617 !== 0 ? NaN : (m[10356]! + m[10377]!) / t617) * m[10398]!) / t618) * $min(logo_churn_rate === 0 || logo_churn_rate - logo_churn_rate !== 0 ? NaN : 100 / logo_churn_rate, ltv_horizon_years)) / t620;
  m[11300] = t621 - t621 === 0 ? t621 : NaN; // ltv_cac 2030
  const t622 = m[10391]!;
  const t623 = t622 === 0 || t622 - t622 !== 0 ? NaN : m[10398]! / t622;
  m[11306] = t623 - t623 === 0 ? t623 : NaN; // unit_economics 2030
  const t624 = m[10384]!;
  const t625 = t624 === 0 || t624 - t624 !== 0 ? NaN : (100 * m[10482]!) / t624;
  m[11312] = t625 - t625 === 0 ? t625 : NaN; // operating_margin 2030
  const t626 = m[10384]!;
  const t627 = t626 === 0 || t626 - t626 !== 0 ? NaN : (100 * (((m[10398]! - m[10412]!) - m[10447]!) - m[10454]!)) / t626;
  m[11318] = t627 - t627 === 0 ? t627 : NaN; // contribution_margin 2030
  const t628 = m[10265]! + m[10293]!;
  const t629 = t628 === 0 || t628 - t628 !== 0 ? NaN : m[10412]! / t628;
  m[11324] = t629 - t629 === 0 ? t629 : NaN; // cac 2030
  const t630 = (m[10468]! / 12) / 1000;
  m[11330] = t630 - t630 === 0 ? t630 : NaN; // monthly_burn 2030
  const t631 = m[10468]! / 12;
  const t632 = t631 === 0 || t631 - t631 !== 0 ? NaN : m[11070]! / t631;
  m[11336] = t632 - t632 === 0 ? t632 : NaN; // cash_runway 2030
  const t633 = m[10237]!;
  const t634 = (t633 === 0 || t633 - t633 !== 0 ? NaN : m[10384]! / t633) / 1000;
  m[11342] = t634 - t634 === 0 ? t634 : NaN; // revenue_per_employee 2030
  const t635 = (m[10285]! + m[10286]!) / 2;
  const t636 = m[10251]! * customer_acquisition_cost;
  const t637 = t636 === 0 || t636 - t636 !== 0 ? NaN : (t635 === 0 || t635 - t635 !== 0 ? NaN : (m[10265]! * (m[10356]! + m[10377]!)) / t635) / t636;
  m[11348] = t637 - t637 === 0 ? t637 : NaN; // sales_efficiency 2030
  const t638 = (capital_injection_2025 + m[11175]!) - capital_reserve_2025;
  const t639 = t638 === 0 || t638 - t638 !== 0 ? NaN : m[11217]! / t638;
  m[11354] = t639 - t639 === 0 ? t639 : NaN; // capital_efficiency 2030
  m[11360] = time_to_first_value_days - time_to_first_value_days === 0 ? time_to_first_value_days : NaN; // time_to_first_value 2030
  const t640 = m[10334]!;
  const t641 = m[10285]! + m[10299]!;
  const t642 = t641 === 0 || t641 - t641 !== 0 ? NaN : (m[10286]! + m[10300]!) / t641;
  const t643 = t642 === 0 || t642 - t642 !== 0 ? NaN : (t640 === 0 || t640 - t640 !== 0 ? NaN : m[10335]! / t640) / t642;
  m[11366] = t643 - t643 === 0 ? t643 : NaN; // network_effect_multiplier 2030
  const t644 = addressable_medical_facilities === 0 || addressable_medical_facilities - addressable_medical_facilities !== 0 ? NaN : (100 * (m[10286]! - m[10285]!)) / addressable_medical_facilities;
  m[11372] = t644 - t644 === 0 ? t644 : NaN; // whitespace_penetration_velocity 2030
  const t645 = m[10370]!;
  const t646 = t645 === 0 || t645 - t645 !== 0 ? NaN : m[10384]! / t645;
  m[11378] = t646 - t646 === 0 ? t646 : NaN; // b2b2c_revenue_multiplier 2030
  m[11384] = cross_vertical_synergy_index - cross_vertical_synergy_index === 0 ? cross_vertical_synergy_index : NaN; // cross_vertical_synergy 2030
  m[11390] = regulatory_moat_strength - regulatory_moat_strength === 0 ? regulatory_moat_strength : NaN; // regulatory_moat 2030
  const t647 = m[10383]!;
  const t648 = m[11237]!;
  const t649 = t648 === 0 || t648 - t648 !== 0 ? NaN : m[11238]! / t648;
  const t650 = t649 === 0 || t649 - t649 !== 0 ? NaN : (t647 === 0 || t647 - t647 !== 0 ? NaN : m[10384]! / t647) / t649;
  m[11396] = t650 - t650 === 0 ? t650 : NaN; // asset_light_scalability 2030
  const t651 = m[10244]!;
  const t652 = (t651 === 0 || t651 - t651 !== 0 ? NaN : m[10265]! / t651) / 12;
  m[11402] = t652 - t652 === 0 ? t652 : NaN; // sales_model_efficiency 2030
  const t653 = m[10285]!;
  const t654 = t653 === 0 || t653 - t653 !== 0 ? NaN : (m[10251]! - ((12 * m[10244]!) * sales_rep_productivity)) / t653;
  m[11408] = t654 - t654 === 0 ? t654 : NaN; // viral_coefficient 2030
  const t655 = m[10334]!;
  const t656 = 100 * ((t655 === 0 || t655 - t655 !== 0 ? NaN : m[10335]! / t655) - 1);
  m[11414] = t656 - t656 === 0 ? t656 : NaN; // market_creation_velocity 2030
  m[11420] = premium_conversion_rate - premium_conversion_rate === 0 ? premium_conversion_rate : NaN; // premium_conversion 2030
  const t657 = (m[10285]! + m[10286]!) / 2;
  const t658 = (t657 === 0 || t657 - t657 !== 0 ? NaN : (m[10356]! + m[10377]!) / t657) / 1000;
  m[11426] = t658 - t658 === 0 ? t658 : NaN; // revenue_per_medical_client 2030
  const t659 = (beds_per_inpatient_client * per_bed_module_fee) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee);
  const t660 = t659 === 0 || t659 - t659 !== 0 ? NaN : (100 * ((beds_per_inpatient_client * (((core_reporting_per_bed_month * core_reporting_attach_rate) / 100) + ((strategic_reporting_per_bed_month * strategic_reporting_attach_rate) / 100))) + ((premium_conversion_rate / 100) * medical_premium_monthly_fee))) / t659;
  m[11432] = t660 - t660 === 0 ? t660 : NaN; // data_addon_share 2030
  const t661 = m[10384]!;
  const t662 = t661 === 0 || t661 - t661 !== 0 ? NaN : (100 * m[10363]!) / t661;
  m[11438] = t662 - t662 === 0 ? t662 : NaN; // logistics_revenue_share 2030
  const t663 = m[10383]!;
  const t664 = 100 * ((t663 === 0 || t663 - t663 !== 0 ? NaN : m[10384]! / t663) - 1);
  m[11444] = t664 - t664 === 0 ? t664 : NaN; // revenue_growth 2030
  const t665 = m[10384]!;
  const t666 = t665 === 0 || t665 - t665 !== 0 ? NaN : (100 * m[10391]!) / t665;
  m[11450] = t666 - t666 === 0 ? t666 : NaN; // cogs_share 2030
  const t667 = m[10335]!;
  const t668 = t667 === 0 || t667 - t667 !== 0 ? NaN : m[10391]! / t667;
  m[11456] = t668 - t668 === 0 ? t668 : NaN; // cogs_per_ride 2030
}
