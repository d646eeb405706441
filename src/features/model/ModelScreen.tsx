import { useAtomValue } from 'jotai';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { publishedModelAtom } from '../../state/publishedModel.ts';
import { ModelWorkbench } from './ModelWorkbench.tsx';
import { useTranslation } from '../../i18n/index.ts';
import './model.css';

/**
 * The Model Definition screen (issue 27): the published definition's parts, each with its formula,
 * what it reads and what reads it; a draft edited in this browser with errors as you type, checked
 * on the server to show its effect, and published as the next version with a comment.
 */
export function ModelScreen() {
  const { t } = useTranslation('model');
  const published = useAtomValue(publishedModelAtom);
  if (published) return <ModelWorkbench published={published} />;
  return (
    <section className="screen model-screen">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Spinner label={t('loading')} />
    </section>
  );
}
