import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ModelVersionInfo } from '../../../contract/model.ts';
import type { ModelSource } from '../../../engine/model/definition.ts';
import { getModelVersion, getModelVersions } from '../../api/model.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { definitionDiff, type DiffItem, type FieldChange } from './versionDiff.ts';
import { i18n, useLanguage, useTranslation } from '../../i18n/index.ts';
import { publishedDay } from './texts.ts';

type Comparison =
  | { version: number; status: 'loading' }
  | { version: number; status: 'failed'; message: string }
  | { version: number; status: 'done'; definition: ModelSource };

type Restoring = { version: number; busy: boolean; problem: string | null };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const itemText = (item: DiffItem): string => i18n.t('model:versions.item', { kind: i18n.t(`model:kind.${item.kind}`), id: item.id, name: item.name });

function FieldValue({ text }: { text: string | null }) {
  const { t } = useTranslation('model');
  return text === null ? <span className="muted">{t('versions.absent')}</span> : <code>{text}</code>;
}

function FieldLine({ change }: { change: FieldChange }) {
  return (
    <li>
      {change.field}: <FieldValue text={change.from} /> → <FieldValue text={change.to} />
    </li>
  );
}

/** What restoring `version` changes in the published definition: its items added, removed and changed, each changed field old → new. */
function VersionDiff({ version, publishedVersion, from, to }: { version: number; publishedVersion: number; from: ModelSource; to: ModelSource }) {
  const { t } = useTranslation('model');
  const diff = useMemo(() => definitionDiff(from, to), [from, to]);
  const groups = [
    { title: t('versions.added'), items: diff.added.map((item) => ({ item, fields: [] as FieldChange[] })) },
    { title: t('versions.removed'), items: diff.removed.map((item) => ({ item, fields: [] as FieldChange[] })) },
    { title: t('versions.changed'), items: diff.changed.map((item) => ({ item, fields: item.fields })) },
  ].filter((group) => group.items.length > 0);
  return (
    <div className="model-version-diff" data-testid="model-version-diff">
      <p className="model-note">{groups.length === 0 ? t('versions.same', { version, published: publishedVersion }) : t('versions.direction', { version, published: publishedVersion })}</p>
      {groups.map((group) => (
        <section key={group.title} className="model-version-group">
          <h4>{group.title}</h4>
          <ul>
            {group.items.map(({ item, fields }) => (
              <li key={`${item.kind}:${item.id}`}>
                {itemText(item)}
                {fields.length > 0 ? <ul className="model-version-fields">{fields.map((change) => <FieldLine key={change.field} change={change} />)}</ul> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * Every published version of the model, newest first: an older one compares with the published
 * one (what restoring it would change) and is restored into the draft, to be checked and published
 * as a new version like any other change.
 */
export function ModelVersions({ publishedVersion, published, onRestore }: {
  publishedVersion: number;
  published: ModelSource;
  onRestore: (definition: ModelSource, version: number) => void;
}) {
  const { t } = useTranslation('model');
  const language = useLanguage();
  const ids = useId();
  const [list, setList] = useState<{ versions: ModelVersionInfo[] | null; problem: string | null }>({ versions: null, problem: null });
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [restoring, setRestoring] = useState<Restoring | null>(null);
  // A published version never changes: each is loaded once, for comparing and restoring alike.
  const definitions = useRef(new Map<number, ModelSource>());

  useEffect(() => {
    let live = true;
    getModelVersions().then(
      (versions) => { if (live) setList({ versions, problem: null }); },
      (error: unknown) => { if (live) setList((current) => ({ ...current, problem: messageOf(error) })); },
    );
    return () => {
      live = false;
    };
  }, [publishedVersion]);

  const definitionOf = async (version: number): Promise<ModelSource> => {
    const known = definitions.current.get(version);
    if (known) return known;
    const { definition } = await getModelVersion(version);
    definitions.current.set(version, definition);
    return definition;
  };

  const compare = (version: number) => {
    if (comparison?.version === version) {
      setComparison(null);
      return;
    }
    setComparison({ version, status: 'loading' });
    // A later choice wins over an answer still on its way.
    const settle = (next: Comparison) => setComparison((current) => (current?.version === version && current.status === 'loading' ? next : current));
    definitionOf(version).then(
      (definition) => settle({ version, status: 'done', definition }),
      (error: unknown) => settle({ version, status: 'failed', message: messageOf(error) }),
    );
  };

  const restore = (version: number) => {
    setRestoring({ version, busy: true, problem: null });
    definitionOf(version).then(
      (definition) => {
        setRestoring(null);
        onRestore(definition, version);
      },
      (error: unknown) => setRestoring({ version, busy: false, problem: messageOf(error) }),
    );
  };

  return (
    <Card title={t('versions.title')} className="model-versions">
      {list.problem ? <Alert tone="error" title={t('versions.failed')}>{list.problem}</Alert> : null}
      {list.versions === null && list.problem === null ? <Spinner label={t('versions.loading')} /> : null}
      {list.versions ? (
        <>
          <p className="muted model-note">{t('versions.hint')}</p>
          <ol className="model-versions-list" data-testid="model-versions">
            {list.versions.map((info) => {
              const current = info.version === publishedVersion;
              const open = comparison?.version === info.version ? comparison : null;
              const busy = restoring?.version === info.version && restoring.busy;
              const diffId = `${ids}-diff-${info.version}`;
              return (
                <li key={info.version} className="model-version" data-testid={`model-version-${info.version}`}>
                  <div className="model-version-text">
                    <div className="model-version-head">
                      <h3 className="model-version-title">{t('versions.version', { version: info.version })}</h3>
                      {current ? <span className="badge badge-good">{t('versions.published')}</span> : null}
                      <span className="muted">{info.published_at === null ? t('shippedModel') : t('versions.publishedBy', { by: info.published_by, at: publishedDay(info.published_at, language) })}</span>
                    </div>
                    <p className="model-version-comment">{info.comment}</p>
                  </div>
                  {current ? null : (
                    <div className="model-version-actions">
                      <button
                        type="button"
                        className="button button-small"
                        aria-expanded={open !== null}
                        aria-controls={open ? diffId : undefined}
                        onClick={() => compare(info.version)}
                      >
                        {t('versions.compare', { published: publishedVersion })}
                      </button>
                      <button type="button" className="button button-small" disabled={busy} onClick={() => restore(info.version)}>
                        {busy ? t('versions.restoring') : t('versions.restore')}
                      </button>
                    </div>
                  )}
                  {restoring?.version === info.version && restoring.problem ? (
                    <div className="model-version-wide"><Alert tone="error" title={t('versions.compareFailed', { version: info.version })}>{restoring.problem}</Alert></div>
                  ) : null}
                  {open ? (
                    <div id={diffId} className="model-version-wide">
                      {open.status === 'loading' ? <Spinner label={t('versions.comparing')} /> : null}
                      {open.status === 'failed' ? <Alert tone="error" title={t('versions.compareFailed', { version: info.version })}>{open.message}</Alert> : null}
                      {open.status === 'done' ? <VersionDiff version={info.version} publishedVersion={publishedVersion} from={published} to={open.definition} /> : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </Card>
  );
}
