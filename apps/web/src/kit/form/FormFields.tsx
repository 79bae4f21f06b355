import { Grid, Tabs } from '@mantine/core';
import type { FieldDef, ResourceDefinition } from '@proboard/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasKey, translateKey } from '../text/translate.ts';
import { FieldRenderer } from './FieldRenderer.tsx';
import { fieldTabs, tabsWithErrors } from './form-tabs.ts';
import { ShownWhen } from './ShownWhen.tsx';

interface FormFieldsProps {
  definition: ResourceDefinition;
  disabled: boolean;
  savedMarkets: readonly number[];
}

function FieldGrid({ definition, fields, disabled, savedMarkets }: FormFieldsProps & { fields: FieldDef[] }) {
  return (
    <Grid gap="md">
      {fields.map((field) => (
        <ShownWhen key={field.key} condition={field.shownWhen}>
          <Grid.Col span={{ base: 12, md: field.half ? 6 : 12 }}>
            <FieldRenderer
              definition={definition}
              field={field}
              disabled={disabled}
              savedMarkets={savedMarkets}
            />
          </Grid.Col>
        </ShownWhen>
      ))}
    </Grid>
  );
}

/**
 * The editors of a definition's fields: a grid, or tabs when its fields name them (50 fields stay
 * usable). Every panel stays mounted, so each field keeps its value and its checks; a tab holding an
 * error is marked, and a refused save opens the first such tab.
 */
export function FormFields(props: FormFieldsProps) {
  const { definition } = props;
  const { t } = useTranslation();
  const tabs = fieldTabs(definition.fields);
  const { errors, submitCount } = useFormState();
  const [current, setCurrent] = useState<string | null>(tabs[0]?.tab ?? null);
  const erroneous = tabsWithErrors(tabs, errors as Record<string, unknown>);
  const firstErroneous = erroneous[0];

  // After a refused save (here or by the server), show where the first error is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new save moves the user
  useEffect(() => {
    if (submitCount > 0 && firstErroneous && !erroneous.includes(current ?? '')) setCurrent(firstErroneous);
  }, [submitCount, firstErroneous]);

  if (tabs.length === 1 && tabs[0]!.tab === null) return <FieldGrid {...props} fields={definition.fields} />;
  const label = (tab: string) => {
    const path = `resources.${definition.name}.tabs.${tab}`;
    return hasKey(path) ? translateKey(t, path) : tab;
  };
  return (
    <Tabs value={current} onChange={setCurrent} keepMounted>
      <Tabs.List>
        {tabs.map(({ tab }) => {
          const hasError = erroneous.includes(tab!);
          return (
            <Tabs.Tab
              key={tab}
              value={tab!}
              color={hasError ? 'red' : undefined}
              rightSection={
                hasError ? <IconAlertCircle size={14} aria-label={t('kit.form.tabHasErrors')} /> : null
              }
            >
              {label(tab!)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {tabs.map(({ tab, fields }) => (
        <Tabs.Panel key={tab} value={tab!} pt="md">
          <FieldGrid {...props} fields={fields} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
