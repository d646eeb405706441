import { useCallback, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ModelSource } from '../../../engine/model/definition.ts';
import { publishModelDefinition, type ModelAnswer } from '../../api/model.ts';
import { authAtom } from '../../state/auth.ts';
import { showPublishedModel } from '../../state/publishedModel.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AddDriverDialog } from './AddDriverDialog.tsx';
import { AddLineDialog } from './AddLineDialog.tsx';
import { CheckResult } from './CheckResult.tsx';
import { DefinitionFileButtons } from './DefinitionFileButtons.tsx';
import type { DefinitionFileRead } from './definitionFile.ts';
import { withFormula, withoutItem } from './draftEdits.ts';
import { ItemDetail } from './ItemDetail.tsx';
import { ModelVersions } from './ModelVersions.tsx';
import { filterGroups, groupsOf } from './modelGroups.ts';
import { itemByKey, itemsOf, problemKey } from './modelItems.ts';
import { formulaNames } from './nameCompletion.ts';
import { PartsList } from './PartsList.tsx';
import { ProblemList } from './ProblemList.tsx';
import { PublishDialog } from './PublishDialog.tsx';
import { useItemSelection } from './useItemSelection.ts';
import { useModelCheck } from './useModelCheck.ts';
import { useModelDraft } from './useModelDraft.ts';
import { useLanguage, useTranslation } from '../../i18n/index.ts';
import { publishedDay } from './texts.ts';

type Notice = { tone: 'info' | 'error'; text: string };

/** The screen once the published definition is in: list, detail, draft, problems, the server's check and publishing. */
export function ModelWorkbench({ published: answer }: { published: ModelAnswer }) {
  const { t } = useTranslation('model');
  const language = useLanguage();
  const auth = useAtomValue(authAtom);
  const mayPublish = auth.status === 'signedIn' && auth.user.access_level !== 'user';
  const model = useModelDraft(answer.definition);
  const { draft, setDraft, base } = model;
  const check = useModelCheck();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dialog, setDialog] = useState<'line' | 'driver' | 'publish' | null>(null);
  const [publishing, setPublishing] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });
  const filterRef = useRef<HTMLInputElement>(null);

  const items = useMemo(() => itemsOf(draft), [draft]);
  const byKey = useMemo(() => itemByKey(items), [items]);
  const groups = useMemo(() => groupsOf(draft), [draft]);
  const names = useMemo(() => formulaNames(model.checked, language), [model.checked, language]);
  const visibleGroups = useCallback((query: string) => filterGroups(groups, query).map((group) => group.key), [groups]);
  const selection = useItemSelection(byKey, visibleGroups);
  const shownGroups = useMemo(() => filterGroups(groups, selection.query), [groups, selection.query]);

  const problemCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const problem of model.problems) {
      const key = problemKey(problem);
      if (key === null) continue;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }, [model.problems]);

  const publishedText = (by: string, at: string | null) => (at === null ? t('shippedModel') : t('publishedBy', { by, at: publishedDay(at, language) }));
  const selected = selection.selectedKey === null ? undefined : byKey.get(selection.selectedKey);
  const exists = (key: string) => byKey.has(key);
  const selectFromDetail = (key: string) => selection.select(key, { focusDetail: true });
  const stale = check.state.status !== 'idle' && check.state.of !== draft;
  const checkedClean = check.state.status === 'done' && check.state.check.valid && !stale && model.problems.length === 0;
  const newer = answer.published.version > base.version ? answer.published : null;

  const onRead = (read: DefinitionFileRead, fileName: string) => {
    if (!read.ok) {
      setNotice({ tone: 'error', text: read.message });
      return;
    }
    setDraft(read.source);
    check.reset();
    setNotice({ tone: 'info', text: t('files.imported', { name: fileName }) });
  };
  const discard = () => {
    model.discard();
    check.reset();
    setNotice(null);
  };
  const publish = (comment: string) => {
    setPublishing({ busy: true, problem: null });
    publishModelDefinition(draft, base.version, comment).then(
      (outcome) => {
        if (outcome.status === 'published') {
          setPublishing({ busy: false, problem: null });
          setDialog(null);
          model.rebase(outcome.answer.definition);
          check.reset();
          showPublishedModel(outcome.answer);
          setNotice({ tone: 'info', text: t('publishedNotice', { version: outcome.answer.published.version }) });
        } else {
          setPublishing({ busy: false, problem: outcome.status === 'conflict' ? outcome.message : outcome.answer.error.message });
        }
      },
      (error: unknown) => setPublishing({ busy: false, problem: error instanceof Error ? error.message : String(error) }),
    );
  };
  const restore = (definition: ModelSource, version: number) => {
    setDraft({ ...definition, version: base.version });
    check.reset();
    setNotice({ tone: 'info', text: t('versions.restored', { version }) });
  };
  const added = (next: ModelSource, key: string) => {
    setDraft(next);
    setDialog(null);
    selection.select(key, { focusDetail: true });
  };

  return (
    <section className="screen model-screen">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={(
          <>
            <DefinitionFileButtons source={draft} onRead={onRead} />
            {model.changed ? <button type="button" className="button" onClick={discard}>{t('discard')}</button> : null}
            {mayPublish ? (
              <button type="button" className="button" disabled={check.state.status === 'checking'} onClick={() => check.run(draft)}>
                {check.state.status === 'checking' ? t('checking') : t('check')}
              </button>
            ) : null}
            {mayPublish && model.changed ? (
              <button
                type="button"
                className="button button-primary"
                aria-disabled={!checkedClean}
                title={checkedClean ? undefined : t('publishNeedsCheck')}
                onClick={() => (checkedClean ? setDialog('publish') : setNotice({ tone: 'info', text: t('publishNeedsCheck') }))}
              >
                {t('publish')}
              </button>
            ) : null}
          </>
        )}
      />
      <div className="model-status" data-testid="model-status">
        <span className="badge badge-neutral">{t('version', { version: base.version })}</span>
        <span>{model.changed ? t('draftChanged', { count: model.changes.size }) : base === answer.definition ? publishedText(answer.published.published_by, answer.published.published_at) : t('published')}</span>
        <span className={model.problems.length > 0 ? 'model-problem-count model-problem-count-bad' : 'model-problem-count'} data-testid="model-problem-count">
          {model.problems.length === 0 ? t('noProblems') : t('problems', { count: model.problems.length })}
        </span>
      </div>
      {newer ? <Alert tone="warning">{t('newerPublished', { version: newer.version, by: newer.published_by, base: base.version })}</Alert> : null}
      {model.changed ? <Alert tone="info">{mayPublish ? t('notPublished') : t('notPublishedReader')}</Alert> : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {model.problems.length > 0 ? (
        <Card title={t('problemsTitle')}>
          <ProblemList problems={model.problems} total={model.problems.length} label={t('problemsTitle')} exists={exists} onSelect={selectFromDetail} testId="model-problems" />
        </Card>
      ) : null}
      <CheckResult state={check.state} stale={stale} exists={exists} onSelect={selectFromDetail} />
      <div className="model-layout">
        <PartsList
          groups={shownGroups}
          total={items.length}
          query={selection.query}
          onQuery={selection.setQuery}
          open={selection.openGroups}
          onToggle={selection.toggleGroup}
          selectedKey={selection.selectedKey}
          changes={model.changes}
          problemCounts={problemCounts}
          onSelect={(key) => selection.select(key)}
          filterRef={filterRef}
          actions={(
            <>
              <button type="button" className="button button-small" onClick={() => setDialog('line')}>{t('addLine')}</button>
              <button type="button" className="button button-small" onClick={() => setDialog('driver')}>{t('addDriver')}</button>
            </>
          )}
        />
        {selected ? (
          <ItemDetail
            key={selection.selectedKey}
            item={selected}
            change={model.changes.get(selection.selectedKey ?? '')}
            problems={model.problems.filter((problem) => problem.item === selected.kind && problem.id === selected.def.id)}
            reads={model.index.reads.get(selection.selectedKey ?? '') ?? []}
            readBy={(model.index.readBy.get(selection.selectedKey ?? '') ?? []).map((reader) => ({ target: reader.key, text: reader.kind === 'kpi' ? `${t('kind.kpi')} ${reader.id}` : reader.id }))}
            names={names}
            headingRef={selection.headingRef}
            onEdit={(field, text) => setDraft((current) => withFormula(current, selected.kind, selected.def.id, field, text))}
            onSelect={selectFromDetail}
            onRemove={() => {
              setDraft((current) => withoutItem(current, selected.kind, selected.def.id));
              selection.clear();
              filterRef.current?.focus();
            }}
          />
        ) : (
          <div className="card model-detail model-detail-empty"><EmptyState title={t('noSelection')}>{t('noSelectionHint')}</EmptyState></div>
        )}
      </div>
      <ModelVersions publishedVersion={answer.published.version} published={answer.definition} onRestore={restore} />
      <AddLineDialog open={dialog === 'line'} draft={draft} published={base} names={names} onClose={() => setDialog(null)} onAdd={added} />
      <AddDriverDialog open={dialog === 'driver'} draft={draft} published={base} onClose={() => setDialog(null)} onAdd={added} />
      <PublishDialog
        open={dialog === 'publish'}
        version={base.version}
        busy={publishing.busy}
        problem={publishing.problem}
        onClose={() => {
          setDialog(null);
          setPublishing({ busy: false, problem: null });
        }}
        onPublish={publish}
      />
    </section>
  );
}
