import { Alert } from '../../ui/Alert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ModelWorkbench } from './ModelWorkbench.tsx';
import { useModelDefinition } from './useModelDefinition.ts';
import { MODEL_TEXT as TEXT } from './texts.ts';
import './model.css';

/**
 * The Model Definition screen (issue 27): the published definition's parts, each with its formula,
 * what it reads and what reads it; a draft edited in this browser with errors as you type, and
 * checked on the server to show its effect before anything is published.
 */
export function ModelScreen() {
  const { state, reload } = useModelDefinition();
  if (state.status === 'ready') return <ModelWorkbench key={state.source.version} published={state.source} />;
  return (
    <section className="screen model-screen">
      <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} />
      {state.status === 'loading' ? <Spinner label={TEXT.loading} /> : (
        <Alert tone="error" title={TEXT.loadFailed}>
          <p>{state.message}</p>
          <button type="button" className="button" onClick={reload}>{TEXT.retry}</button>
        </Alert>
      )}
    </section>
  );
}
