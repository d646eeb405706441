import { useRef, useState, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import type { DatevKind } from '../../../contract/datev.ts';
import { DATEV_CHARTS, type DatevChart } from '../../../engine/actuals/datev/mapping.ts';
import type { DatevFileQuery } from '../../api/datev.ts';
import { Segmented } from '../../ui/Segmented.tsx';
import { FOCUS_TARGETS } from './focusWhenLost.ts';
import { useTranslation } from '../../i18n/index.ts';
import { DATEV_CHART_NAMES, DATEV_KIND_NAMES } from './texts.ts';

const KINDS = (Object.keys(DATEV_KIND_NAMES) as DatevKind[]).map((key) => ({ key, label: DATEV_KIND_NAMES[key] }));

/** The months a DATEV file may fill: those of the monthly actuals. */
const FIRST_MONTH = '2026-01';
const LAST_MONTH = '2030-12';

/**
 * What the file is and the file itself: the kind of export, for a Summen- und Saldenliste its
 * month and chart (a Buchungsstapel names both in its header, its chart may be set here when the
 * header leaves it empty), then a file picked or dropped, handed on with how to read it.
 */
export function FileChooser({ busy, onFile }: { busy: boolean; onFile: (file: File, query: DatevFileQuery) => void }) {
  const { t } = useTranslation('datev', { keyPrefix: 'choose' });
  const [kind, setKind] = useState<DatevKind>('buchungsstapel');
  const [month, setMonth] = useState('');
  const [chart, setChart] = useState<DatevChart | ''>('');
  const input = useRef<HTMLInputElement>(null);
  const needsMonth = kind === 'susa' && month === '';
  const enabled = !busy && !needsMonth;

  function take(file: File) {
    const susaChart = chart === '' ? 'skr03' : chart;
    onFile(file, kind === 'susa'
      ? { kind, month, chart: susaChart, file_name: file.name }
      : { kind, ...(chart === '' ? {} : { chart }), file_name: file.name });
  }

  const accept = (event: DragEvent<HTMLElement>) => {
    if (!enabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };

  return (
    <section
      className="card dv-choose"
      aria-labelledby={FOCUS_TARGETS.choose}
      onDragOver={accept}
      onDragEnter={accept}
      onDrop={(event) => {
        const file = event.dataTransfer.files[0];
        if (!enabled || !file) return;
        event.preventDefault();
        take(file);
      }}
    >
      <h2 className="card-title" id={FOCUS_TARGETS.choose} tabIndex={-1}>{t('title')}</h2>
      <div className="dv-choose-fields">
        <div className="dv-field">
          <span className="dv-field-label" aria-hidden="true">{t('kind')}</span>
          <Segmented label={t('kind')} options={KINDS} value={kind} onChange={setKind} />
        </div>
        {kind === 'susa' ? (
          <label className="dv-field">
            <span className="dv-field-label">{t('month')}</span>
            <input type="month" min={FIRST_MONTH} max={LAST_MONTH} value={month} required onChange={(event) => setMonth(event.target.value)} />
          </label>
        ) : null}
        <label className="dv-field">
          <span className="dv-field-label">{t('chart')}</span>
          <select value={kind === 'susa' && chart === '' ? 'skr03' : chart} onChange={(event) => setChart(event.target.value as DatevChart | '')}>
            {kind === 'buchungsstapel' ? <option value="">{t('chartFromFile')}</option> : null}
            {DATEV_CHARTS.map((option) => <option key={option} value={option}>{DATEV_CHART_NAMES[option]}</option>)}
          </select>
        </label>
      </div>
      <p className="muted dv-note">{kind === 'susa' ? t('susaHint') : t('buchungsstapelHint')}</p>
      <div className="dv-pick">
        <button type="button" className="button button-primary" disabled={!enabled} onClick={() => input.current?.click()}>
          <FileUp size={16} aria-hidden="true" />{t('pick')}
        </button>
        <input
          ref={input}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hidden
          aria-label={t('fileLabel')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) take(file);
          }}
        />
        <span className="muted dv-note">{needsMonth ? t('monthFirst') : t('drop')}</span>
      </div>
    </section>
  );
}
