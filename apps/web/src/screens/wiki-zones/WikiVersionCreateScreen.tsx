import { Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { momentText, wikiDocuments } from '@proboard/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GatewayError } from '../../api/gateway-error.ts';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { NotFoundAlert } from '../../kit/feedback/NotFoundAlert.tsx';
import { ResourceFormContent } from '../../kit/resource/ResourceFormContent.tsx';
import type { ResourceFormParts } from '../../kit/resource/resource-form-parts.ts';
import { resourcePaths } from '../../kit/resource/resource-paths.ts';
import { VERSION_FORM, versionFormValues } from './version-form.ts';
import { WikiDocumentPicker } from './WikiDocumentPicker.tsx';
import { WikiAttachmentsPart } from './wiki-document-form-parts.ts';
import { postVersion, versionsQuery } from './wiki-versions.query.ts';
import { documentParam } from './wiki-versions.ts';

const VERSION_PARTS: ResourceFormParts = {
  title: (t) => t('wikiZoneScreens.newVersion'),
  withoutRecordActions: true,
  Header: VersionCreateHeader,
  Inside: WikiAttachmentsPart,
  fieldKeys: ['attachments'],
  save: (documentId, payload) => postVersion(documentId ?? '', payload),
  conflict: (t) => ({
    title: t('wikiZoneScreens.conflictTitle'),
    message: t('wikiZoneScreens.conflictMessage'),
  }),
};

/**
 * `/wikizones/version-create` (`?document=<id>` from a document's details): pick a document, edit
 * its newest version and save it as the next one. Versions are never changed: the save is refused
 * (409, with a reload) when someone wrote another version meanwhile, and the document's details
 * open after it with the new version on top of its history.
 */
export function WikiVersionCreateScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const documentId = documentParam(search.get('document'));
  const record = useResourceRecord(wikiDocuments, documentId);

  if (documentId && record.data) {
    return (
      <ResourceFormContent
        key={`${documentId}:${String(record.data.current_version)}`}
        definition={VERSION_FORM}
        mode="edit"
        recordId={documentId}
        initialValues={versionFormValues(record.data)}
        savedMarkets={[]}
        onReload={() => void record.refetch()}
        reloading={record.isFetching}
        parts={VERSION_PARTS}
      />
    );
  }
  const missing = record.error instanceof GatewayError && record.error.status === 404;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('wikiZoneScreens.newVersion')}
      </Title>
      <WikiDocumentPicker />
      {!documentId ? (
        <Text size="sm" c="dimmed">
          {t('wikiZoneScreens.pickDocument')}
        </Text>
      ) : record.isPending ? (
        <Center py="xl">
          <Loader size="sm" role="status" aria-label={t('kit.table.loading')} />
        </Center>
      ) : missing ? (
        <NotFoundAlert listPath={resourcePaths(wikiDocuments).list ?? undefined} />
      ) : (
        <Text size="sm" c="red.8" role="alert">
          {t('kit.form.loadError')}
        </Text>
      )}
    </Stack>
  );
}

/** Above the form: the document (to pick another) and the version the new one starts from. */
function VersionCreateHeader({ recordId }: { recordId: string | null }) {
  const { t, i18n } = useTranslation();
  const record = useResourceRecord(wikiDocuments, recordId);
  const versions = useQuery({ ...versionsQuery(recordId ?? ''), enabled: Boolean(recordId) });
  const newest = versions.data?.[0];
  const details = recordId ? resourcePaths(wikiDocuments).details(recordId) : null;
  const current = Number(record.data?.current_version ?? 0);
  return (
    <Stack gap="xs">
      <WikiDocumentPicker />
      <Group gap="md" justify="space-between" align="baseline">
        <Text size="sm" data-testid="version-based-on">
          {newest && newest.number === current
            ? t('wikiZoneScreens.basedOnBy', {
                number: current,
                next: current + 1,
                author: newest.author ?? t('wikiZoneScreens.unknownAuthor'),
                date: momentText(newest.created_at, i18n.language) ?? newest.created_at,
              })
            : t('wikiZoneScreens.basedOn', { number: current, next: current + 1 })}
        </Text>
        {details ? (
          <Anchor component={Link} to={details} size="sm">
            {t('wikiZoneScreens.openDocument')}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
