import { useState } from 'react';
import { FORECAST_YEARS } from '../../../engine/calendar.ts';
import type { HeadcountView } from '../../../workers/headcountView.ts';
import EChart, { type ChartOption } from '../../ui/chart/EChart.tsx';
import { formatEuroExact, formatGridNumber, formatMoneyShort } from '../../ui/figures.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { MONTH_KEYS } from './texts.ts';
import { useDepartmentName } from './shownDepartments.ts';

const YEAR_OPTIONS = FORECAST_YEARS.map((year) => ({ key: String(year), label: String(year) }));


function peopleOption(view: HeadcountView, width: number, departmentName: (department: { id: string; name: string }) => string): ChartOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => formatGridNumber(value as number) },
    legend: { top: 0 },
    grid: { left: 8, right: 12, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: view.months, axisLabel: { interval: width < 600 ? 11 : 5 } },
    yAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { opacity: 0.3 } } },
    series: view.departments.map((d) => ({ type: 'bar', name: departmentName(d), stack: 'people', barCategoryGap: '15%', data: d.heads })),
  };
}

/** The people of each department stacked per month, with its months as a table beneath for reading (and screen readers). */
export function PeopleByDepartment({ view }: { view: HeadcountView }) {
  const { t } = useTranslation('headcount');
  const departmentName = useDepartmentName();
  const first = view.total.heads[0] ?? 0;
  const last = view.total.heads.at(-1) ?? 0;
  return (
    <section className="card hc-figures" aria-labelledby="hc-people-title">
      <h2 className="card-title" id="hc-people-title">{t('people.title')}</h2>
      <EChart option={(width) => peopleOption(view, width, departmentName)} height={320} label={t('people.chartLabel', { first, last })} />
      <details className="hc-details">
        <summary>{t('people.showTable')}</summary>
        <ScrollRegion label={t('people.tableLabel')} className="table-scroll hc-months-scroll">
          <table className="data-table" data-testid="people-by-month">
            <caption className="visually-hidden">{t('people.tableLabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('people.month')}</th>
                {view.departments.map((d) => <th key={d.id} scope="col" className="num">{departmentName(d)}</th>)}
                <th scope="col" className="num">{t('people.total')}</th>
              </tr>
            </thead>
            <tbody>
              {view.months.map((month, m) => (
                <tr key={month} data-month={month}>
                  <th scope="row">{month}</th>
                  {view.departments.map((d) => <td key={d.id} className="num tabular" data-department={d.id}>{formatGridNumber(d.heads[m])}</td>)}
                  <td className="num tabular">{formatGridNumber(view.total.heads[m])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </section>
  );
}

/** Employee cost of one year by month (rows) and department (columns), with the year's totals beneath. */
export function CostByMonth({ view }: { view: HeadcountView }) {
  const { t } = useTranslation('headcount');
  const departmentName = useDepartmentName();
  const [year, setYear] = useState<string>(YEAR_OPTIONS[0]?.key ?? '2026');
  const offset = (Number(year) - FORECAST_YEARS[0]) * 12;
  const yearOf = view.years.find((y) => y.year === Number(year));
  return (
    <section className="card hc-figures" aria-labelledby="hc-cost-title">
      <div className="hc-card-head">
        <h2 className="card-title" id="hc-cost-title">{t('cost.title')}</h2>
        <Segmented label={t('cost.year')} options={YEAR_OPTIONS} value={year} onChange={setYear} />
      </div>
      <p className="muted hc-note">{t('cost.note')}</p>
      <ScrollRegion label={t('cost.tableLabel', { year: Number(year) })}>
        <table className="data-table hc-cost-table" data-testid="cost-by-month">
          <caption className="visually-hidden">{t('cost.tableLabel', { year: Number(year) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cost.month')}</th>
              {view.departments.map((d) => <th key={d.id} scope="col" className="num">{departmentName(d)}</th>)}
              <th scope="col" className="num">{t('cost.total')}</th>
            </tr>
          </thead>
          <tbody>
            {MONTH_KEYS.map((month, m) => (
              <tr key={month}>
                <th scope="row">{t(`cost.months.${month}`)}</th>
                {view.departments.map((d) => <td key={d.id} className="num tabular">{formatEuroExact(d.cost[offset + m])}</td>)}
                <td className="num tabular">{formatEuroExact(view.total.cost[offset + m])}</td>
              </tr>
            ))}
            <tr className="hc-total-row">
              <th scope="row">{t('cost.yearTotal', { year: Number(year) })}</th>
              {view.departments.map((d) => <td key={d.id} className="num tabular">{formatEuroExact(yearOf?.cost[d.id])}</td>)}
              <td className="num tabular">{formatEuroExact(yearOf?.totalCost)}</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <dl className="hc-year-totals">
        {view.years.map((y) => (
          <div key={y.year}><dt>{y.year}</dt><dd className="tabular">{formatMoneyShort(y.totalCost)}</dd></div>
        ))}
      </dl>
    </section>
  );
}
