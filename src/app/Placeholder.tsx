import { useTranslation } from '../i18n/index.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { routeTitle } from './routes.ts';

/** Part 1 §2: Rides/TAM is only a coming-soon placeholder. */
export function ComingSoonScreen() {
  const { t } = useTranslation('shell');
  return (
    <section className="screen">
      <PageHeader title={routeTitle({ id: 'rides' })} />
      <EmptyState title={t('placeholder.comingSoonTitle')}>{t('placeholder.comingSoon')}</EmptyState>
    </section>
  );
}

export function NotPermittedScreen({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  return (
    <section className="screen">
      <PageHeader title={title} />
      <EmptyState title={t('placeholder.notPermittedTitle')}>{t('placeholder.notPermitted')}</EmptyState>
    </section>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation('shell');
  return (
    <section className="screen">
      <PageHeader title={t('placeholder.notFoundPage')} />
      <EmptyState title={t('placeholder.notFoundTitle')}>{t('placeholder.notFound')}</EmptyState>
    </section>
  );
}
