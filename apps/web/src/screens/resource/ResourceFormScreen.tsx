import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { formModeOf } from '../../kit/resource/form-mode.ts';
import { ResourceForm } from '../../kit/resource/ResourceForm.tsx';
import { resourcePaths } from '../../kit/resource/resource-paths.ts';
import { RecordNotFound } from '../not-found/RecordNotFound.tsx';
import { formExtensionFor } from './resource-form-extensions.ts';
import { ScreenNotAvailable } from './ScreenNotAvailable.tsx';
import { useResourceRoute } from './use-resource-route.ts';

/** Every record's History panel (issue 34): its changes from the audits, for their readers. */
const RecordHistory = lazy(async () => ({
  default: (await import('../audits/RecordHistory.tsx')).RecordHistory,
}));

/**
 * The create, details, edit and duplicate screen of every resource with a definition. A duplicate
 * reads its source from `?from={id}` (SPEC-RULINGS); a record that does not exist gets the shell's
 * not-found screen.
 */
export function ResourceFormScreen() {
  const { t } = useTranslation();
  const resource = useResourceRoute();
  const params = useParams();
  const [search] = useSearchParams();
  const mode = resource ? formModeOf(resource.route.action) : null;
  if (!resource || !mode) return <ScreenNotAvailable />;
  const { definition, route } = resource;
  const id = params[definition.parent?.param ?? definition.idParam] ?? null;
  const sourceId = search.get('from');
  const list = resourcePaths(definition).list;
  const extension = formExtensionFor(definition.name);
  const form = (
    <ResourceForm
      key={`${route.name}:${id ?? ''}:${sourceId ?? ''}`}
      definition={definition}
      mode={mode}
      id={id}
      sourceId={sourceId}
      parts={extension?.parts}
      notFound={
        list ? <RecordNotFound backTo={list} backLabel={t('kit.actions.backToList')} /> : <RecordNotFound />
      }
    />
  );
  const history =
    id && mode === 'details' ? (
      <Suspense fallback={null}>
        <RecordHistory definition={definition} recordId={id} />
      </Suspense>
    ) : null;
  if (!extension || !id)
    return (
      <>
        {form}
        {history}
      </>
    );
  const { Actions, Panel } = extension;
  return (
    <>
      {Actions && mode === 'details' && (
        <Suspense fallback={null}>
          <Actions recordId={id} />
        </Suspense>
      )}
      {form}
      {Panel && extension.modes.includes(mode) && (
        <Suspense fallback={null}>
          <Panel recordId={id} />
        </Suspense>
      )}
      {history}
    </>
  );
}
