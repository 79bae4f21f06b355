import { Box, Input } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { StatusBadge } from '../../feedback/StatusBadge.tsx';

/**
 * A record's state on its form: the badge the list shows ("Recogida procesada"), never its code
 * (`pickup_processed`). States move through the workflow's actions, never by typing.
 */
export function StatusField({ name, label, resource }: { name: string; label: string; resource: string }) {
  const value = useWatch({ name }) as unknown;
  return (
    <Input.Wrapper label={label} labelElement="div">
      <Box pt={4}>
        {typeof value === 'string' && value ? (
          <StatusBadge status={value} resource={resource} field={name} />
        ) : (
          '—'
        )}
      </Box>
    </Input.Wrapper>
  );
}
