import { Alert, Button, FileInput, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IMPORT_TYPES } from '@proboard/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { gateway } from '../../api/gateway.ts';
import { reportFailure } from '../../feedback/report-failure.ts';
import { downloadImportFile, type ImportFileRecord, importsEndpoint } from './import-api.ts';

interface ImportTypeDoc {
  type: string;
  label: string;
  columns: { key: string; header: string; required: boolean; help: string; example: string }[];
}

/**
 * `/imports/create`: the type, a description and the file; the server checks every row before the
 * file may join the queue, and the file's details show what it found (preview and error file).
 */
export function ImportCreateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<string | null>(IMPORT_TYPES[0]);
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const types = useQuery({
    queryKey: ['imports', 'types'],
    queryFn: async () => {
      const response = await gateway.get<{ import_types: ImportTypeDoc[] }>(importsEndpoint('types'));
      if (!response.ok) throw response;
      return response.content.import_types;
    },
  });
  const doc = types.data?.find((d) => d.type === type);

  async function send() {
    const form = new FormData();
    form.append('type', type ?? '');
    form.append('description', description);
    if (file) form.append('file', file);
    setSending(true);
    const response = await gateway.postMultipart<{ import_file: ImportFileRecord }>(importsEndpoint(), form);
    setSending(false);
    if (!response.ok) {
      const fieldErrors = (response.content?.errors ?? {}) as Record<string, string[]>;
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v.join(' ')])));
      if (!Object.keys(fieldErrors).length)
        reportFailure(response, { fallbackMessage: t('importScreen.uploadError') });
      return;
    }
    void navigate(`/imports/${response.content.import_file.id}`);
  }

  return (
    <Stack gap="md" maw={900}>
      <Title order={2}>{t('importScreen.createTitle')}</Title>
      <Select
        label={t('resources.imports.fields.type')}
        data={(types.data ?? []).map((d) => ({ value: d.type, label: d.label }))}
        value={type}
        onChange={setType}
        error={errors.type}
        allowDeselect={false}
        required
      />
      <TextInput
        label={t('resources.imports.fields.description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        error={errors.description}
        maxLength={200}
        required
      />
      <FileInput
        label={t('importScreen.file')}
        description={t('importScreen.fileHint')}
        accept=".xlsx,.csv"
        value={file}
        onChange={setFile}
        error={errors.file}
        clearable
        required
      />
      <Group>
        <Button loading={sending} onClick={() => void send()}>
          {t('importScreen.upload')}
        </Button>
      </Group>
      {doc ? (
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={4}>{t('importScreen.columns', { type: doc.label })}</Title>
            <Group gap="xs">
              {(['xlsx', 'csv'] as const).map((format) => (
                <Button
                  key={format}
                  size="xs"
                  variant="default"
                  onClick={() =>
                    void downloadImportFile(
                      [`templates/${doc.type}?format=${format}`],
                      `import-${doc.type}.${format}`,
                    )
                  }
                >
                  {t('importScreen.template', { format: format.toUpperCase() })}
                </Button>
              ))}
            </Group>
          </Group>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('importScreen.column')}</Table.Th>
                <Table.Th>{t('importScreen.meaning')}</Table.Th>
                <Table.Th>{t('importScreen.example')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {doc.columns.map((c) => (
                <Table.Tr key={c.key}>
                  <Table.Td>
                    {c.header}
                    {c.required ? ' *' : ''}
                  </Table.Td>
                  <Table.Td>{c.help}</Table.Td>
                  <Table.Td>{c.example}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {t('importScreen.requiredHint')}
          </Text>
        </Stack>
      ) : null}
      {types.isError ? <Alert color="red">{t('importScreen.loadError')}</Alert> : null}
    </Stack>
  );
}
