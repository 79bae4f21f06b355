import type { FieldDef, ResourceDefinition } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { LOOKUP_SOURCES } from '../../api/sources.ts';
import { definitionFor } from '../../resource/definitions.ts';
import { valueLabel } from '../../text/translate.ts';
import { enumValues, schemaShape } from '../schema-shape.ts';
import { BoundMultiSelect } from './BoundMultiSelect.tsx';
import { BoundSelect } from './BoundSelect.tsx';
import { BoundTextInput } from './BoundTextInput.tsx';
import type { BoundFieldProps } from './field-props.ts';
import { LookupSelectField } from './LookupSelectField.tsx';
import { ResourceSelectField } from './ResourceSelectField.tsx';

interface SelectFieldProps extends BoundFieldProps {
  definition: ResourceDefinition;
  field: FieldDef;
}

/** A select or multiselect: the schema's enum values, a lookup list, or another resource's records. */
export function SelectField({ definition, field, ...props }: SelectFieldProps) {
  const { t } = useTranslation();
  const multiple = field.kind === 'multiselect';
  const values = enumValues(schemaShape(definition)[field.key]);
  if (values) {
    const options = values.map((value) => ({
      value,
      label: valueLabel(t, definition.name, field.key, value),
    }));
    return multiple ? (
      <BoundMultiSelect {...props} options={options} maxValues={field.maxValues} />
    ) : (
      <BoundSelect {...props} options={options} />
    );
  }
  const lookup = field.source ? LOOKUP_SOURCES[field.source] : undefined;
  if (lookup) {
    return (
      <LookupSelectField
        {...props}
        source={lookup}
        multiple={multiple}
        maxValues={field.maxValues}
        dependsOn={field.dependsOn}
      />
    );
  }
  const source = field.source ? definitionFor(field.source) : undefined;
  if (source) {
    return (
      <ResourceSelectField
        {...props}
        source={source}
        multiple={multiple}
        maxValues={field.maxValues}
        searchOnly={field.searchOnly}
      />
    );
  }
  return <BoundTextInput {...props} />;
}
