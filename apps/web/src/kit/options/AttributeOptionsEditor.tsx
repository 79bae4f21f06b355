import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../api/lookups.ts';
import { BoundNumberInput } from '../form/fields/BoundNumberInput.tsx';
import { BoundTextInput } from '../form/fields/BoundTextInput.tsx';
import { type SimpleColumn, SimpleRowsTable } from '../table/SimpleRowsTable.tsx';
import { translateKey } from '../text/translate.ts';
import { translatableLanguages } from '../translations/translation-tabs.ts';
import { OptionCodeCell } from './OptionCodeCell.tsx';
import { canRemoveOption, emptyOption, MIN_OPTIONS, type OptionRow } from './option-rows.ts';

type Row = OptionRow & { rowKey: string };

/** An attribute's options: code (built), value, description, A3 option and a value per language. */
export function AttributeOptionsEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const languages = useLanguages();
  // `id` is the option's own field: the rows' React keys go elsewhere.
  const { fields, append, remove } = useFieldArray({ name: 'options', keyName: 'rowKey' });
  const { errors } = useFormState({ name: 'options' });
  const arrayError = errors.options as { message?: string; root?: { message?: string } } | undefined;
  const label = (key: string) => translateKey(t, `kit.options.fields.${key}`);

  const columns: SimpleColumn<Row>[] = [
    {
      key: 'az_iso',
      header: label('az_iso'),
      width: 200,
      cell: (_, i) => <OptionCodeCell index={i} label={`${label('az_iso')} ${i + 1}`} />,
    },
    {
      key: 'value',
      header: label('value'),
      cell: (_, i) => (
        <BoundTextInput name={`options.${i}.value`} label={`${label('value')} ${i + 1}`} hideLabel />
      ),
    },
    {
      key: 'description',
      header: label('description'),
      cell: (_, i) => (
        <BoundTextInput
          name={`options.${i}.description`}
          label={`${label('description')} ${i + 1}`}
          hideLabel
        />
      ),
    },
    {
      key: 'a3_option',
      header: label('a3_option'),
      width: 110,
      cell: (_, i) => (
        <BoundNumberInput
          name={`options.${i}.a3_option`}
          label={`${label('a3_option')} ${i + 1}`}
          hideLabel
        />
      ),
    },
    ...translatableLanguages(languages.data ?? []).map((language) => {
      const header = t('kit.options.valueIn', { language: language.az_iso.toUpperCase() });
      return {
        key: `translation-${language.az_iso}`,
        header,
        width: 150,
        cell: (_: Row, i: number) => (
          <BoundTextInput
            name={`options.${i}.translations.${language.az_iso}.value`}
            label={`${header} ${i + 1}`}
            hideLabel
          />
        ),
      };
    }),
  ];

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('kit.options.title')}
      </Title>
      <SimpleRowsTable<Row>
        label={t('kit.options.title')}
        rows={fields as Row[]}
        columns={columns}
        rowKey={(row) => row.rowKey}
        loading={languages.isPending}
        onRemove={disabled ? undefined : remove}
        canRemove={() => canRemoveOption(fields.length)}
        removeLabel={t('kit.options.remove')}
        minWidth={columns.length * 150}
      />
      {arrayError?.root?.message || arrayError?.message ? (
        <Text size="sm" c="red" role="alert">
          {arrayError.root?.message ?? arrayError.message}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('kit.options.minimum', { min: MIN_OPTIONS })}
        </Text>
      )}
      {disabled ? null : (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => append(emptyOption())}
          >
            {t('kit.options.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
