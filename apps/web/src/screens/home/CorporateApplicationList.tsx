import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CorporateApplicationCard } from './CorporateApplicationCard.tsx';
import { corporateApplicationsQuery } from './corporate-applications.query.ts';

const COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 };

export function CorporateApplicationList() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(corporateApplicationsQuery);
  if (isPending) {
    return (
      <SimpleGrid cols={COLUMNS} spacing="md" aria-busy="true" aria-label={t('app.loading')}>
        {[1, 2, 3].map((placeholder) => (
          <Skeleton key={placeholder} h={132} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('home.applicationsFailed')}
      </Alert>
    );
  }
  if (data.length === 0) return <Text c="gray.7">{t('home.noApplications')}</Text>;
  return (
    <SimpleGrid cols={COLUMNS} spacing="md">
      {data.map((application) => (
        <CorporateApplicationCard key={application.id} application={application} />
      ))}
    </SimpleGrid>
  );
}
