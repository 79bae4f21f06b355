import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundIllustration } from './NotFoundIllustration.tsx';

interface RecordNotFoundProps {
  /** Where "back" leads; the home by default (a resource screen passes its list). */
  backTo?: string;
  backLabel?: string;
}

/**
 * The not-found screen (spec section 2): an illustration and two messages. Resource screens show it
 * when the read of a details or edit route answers 404 (`isRecordNotFound`).
 */
export function RecordNotFound({ backTo = '/', backLabel }: RecordNotFoundProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" data-testid="record-not-found">
      <NotFoundIllustration label={t('notFound.illustration')} />
      <Title order={2} size="h3">
        {t('notFound.title')}
      </Title>
      <Text c="gray.7" maw={420}>
        {t('notFound.description')}
      </Text>
      <Button component={Link} to={backTo} variant="light" size="xs">
        {backLabel ?? t('common.backHome')}
      </Button>
    </Stack>
  );
}
