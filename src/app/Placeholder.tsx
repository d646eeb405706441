import { PageHeader } from '../ui/PageHeader.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';

/** Part 1 §2: Rides/TAM is only a coming-soon placeholder. */
export function ComingSoonScreen() {
  return (
    <section className="screen">
      <PageHeader title="Rides/TAM" />
      <EmptyState title="Coming soon">Ride market sizing (TAM) is coming soon.</EmptyState>
    </section>
  );
}

export function NotPermittedScreen({ title }: { title: string }) {
  return (
    <section className="screen">
      <PageHeader title={title} />
      <EmptyState title="Not permitted">This page is for administrators. Ask an administrator for access.</EmptyState>
    </section>
  );
}

export function NotFoundScreen() {
  return (
    <section className="screen">
      <PageHeader title="Page not found" />
      <EmptyState title="There is nothing at this address">Choose a page from the menu.</EmptyState>
    </section>
  );
}
