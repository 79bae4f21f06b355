import {
  calendarDayText,
  type FieldDef,
  imageLimitOf,
  momentText,
  type ResourceDefinition,
} from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { ChildRowsEditor } from '../child-rows/ChildRowsEditor.tsx';
import { emptyCell, rowCells } from '../child-rows/row-cells.tsx';
import { CompletenessPanel } from '../completeness/CompletenessPanel.tsx';
import { MarketSelectors } from '../markets/MarketSelectors.tsx';
import { AttributeOptionsEditor } from '../options/AttributeOptionsEditor.tsx';
import { percentageText } from '../table/cell-format.ts';
import { euroText } from '../text/money.ts';
import { fieldLabel, valueNames } from '../text/translate.ts';
import { TranslationsPanel } from '../translations/TranslationsPanel.tsx';
import { AttributeValuesField } from './fields/AttributeValuesField.tsx';
import { BoundColorInput } from './fields/BoundColorInput.tsx';
import { BoundDateInput } from './fields/BoundDateInput.tsx';
import { BoundDateTimeInput } from './fields/BoundDateTimeInput.tsx';
import { BoundFileUpload } from './fields/BoundFileUpload.tsx';
import { BoundImageUpload } from './fields/BoundImageUpload.tsx';
import { BoundNumberInput } from './fields/BoundNumberInput.tsx';
import { BoundOrderedImages } from './fields/BoundOrderedImages.tsx';
import { BoundRichTextEditor } from './fields/BoundRichTextEditor.tsx';
import { BoundSlugInput } from './fields/BoundSlugInput.tsx';
import { BoundTextarea } from './fields/BoundTextarea.tsx';
import { BoundTextInput } from './fields/BoundTextInput.tsx';
import { BoundToggle } from './fields/BoundToggle.tsx';
import { ByteCountedField } from './fields/ByteCountedField.tsx';
import { DerivedValueField } from './fields/DerivedValueField.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { ShownValueField } from './fields/ShownValueField.tsx';
import { StatusField } from './fields/StatusField.tsx';
import { innerObjectKeys, isRequired, schemaShape } from './schema-shape.ts';

interface FieldRendererProps {
  definition: ResourceDefinition;
  field: FieldDef;
  disabled: boolean;
  /** markets_available of the saved record, for the asterisks of the market selectors. */
  savedMarkets: readonly number[];
}

/** The editor of one field of a definition, by its kind. */
export function FieldRenderer({ definition, field, disabled, savedMarkets }: FieldRendererProps) {
  const { t, i18n } = useTranslation();
  const props = {
    name: field.key,
    label: fieldLabel(t, definition.name, field.key),
    // A form that only shows the record (details) asks for nothing.
    required: !disabled && isRequired(schemaShape(definition)[field.key]),
  };
  // The saved record's completeness (issue 13): a panel, not an input.
  if (field.kind === 'completeness') return <CompletenessPanel name={field.key} label={props.label} />;
  // A state of spec section 4 (the column the list shows as a badge), moved only by the workflow.
  if (field.kind === 'text' && definition.columns.some((c) => c.key === field.key && c.values === 'status')) {
    return <StatusField name={field.key} label={props.label} resource={definition.name} />;
  }
  // Computed by the server (an article's volume): shown as saved, never edited nor sent; by its
  // name where the resource names its values (a CRM log's operation), a date in the user's
  // language, a long text (a logged request) on as many lines as it has.
  if (field.readOnly) {
    if (field.derive)
      return <DerivedValueField field={{ ...field, derive: field.derive }} label={props.label} />;
    const names = valueNames(t, definition.name, field.key);
    const shown = (show: (value: unknown) => string) => (
      <ShownValueField name={field.key} label={props.label} show={show} />
    );
    if (names) return shown((value) => (typeof value === 'string' ? (names[value] ?? value) : String(value)));
    if (field.kind === 'boolean') {
      return shown((value) =>
        typeof value === 'boolean' ? t(value ? 'kit.table.yes' : 'kit.table.no') : String(value ?? ''),
      );
    }
    if (field.values === 'money' || field.values === 'percentage') {
      const locale = i18n.language;
      const write = field.values === 'money' ? euroText : percentageText;
      return shown((value) => {
        const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
        return typeof amount === 'number' && Number.isFinite(amount) ? write(amount, locale) : String(value);
      });
    }
    if (field.kind === 'date') {
      const locale = i18n.language;
      return shown(
        (value) => calendarDayText(value, locale, 'long') ?? momentText(value, locale) ?? String(value),
      );
    }
    if (field.kind === 'textarea') return <BoundTextarea {...props} required={false} readOnly />;
    return <BoundTextInput {...props} required={false} readOnly />;
  }
  if (field.byteLimit && (field.kind === 'text' || field.kind === 'textarea')) {
    return <ByteCountedField {...props} definition={definition} field={field} />;
  }
  switch (field.kind) {
    case 'text':
      return field.slugFrom ? (
        <BoundSlugInput {...props} source={field.slugFrom} />
      ) : (
        <BoundTextInput {...props} />
      );
    case 'textarea':
      return <BoundTextarea {...props} />;
    case 'richtext':
      return <BoundRichTextEditor {...props} />;
    case 'number':
      return <BoundNumberInput {...props} />;
    case 'date':
      return <BoundDateInput {...props} />;
    case 'datetime':
      return <BoundDateTimeInput {...props} />;
    case 'images':
      return <BoundOrderedImages {...props} max={field.maxValues ?? 1} />;
    case 'attributes':
      return (
        <AttributeValuesField name={field.key} label={props.label} target={field.attributesOf ?? 'article'} />
      );
    case 'boolean':
      return <BoundToggle {...props} />;
    case 'color':
      return <BoundColorInput {...props} description={t('kit.form.colorHint')} />;
    case 'image':
      return <BoundImageUpload {...props} maxBytes={imageLimitOf(definition, field) ?? undefined} />;
    case 'file':
      return <BoundFileUpload {...props} />;
    case 'select':
    case 'multiselect':
      return <SelectField {...props} definition={definition} field={field} />;
    case 'translations':
      return (
        <TranslationsPanel
          name={field.key}
          keys={innerObjectKeys(schemaShape(definition)[field.key])}
          withMarkets={!field.allLanguages && definition.fields.some((other) => other.kind === 'markets')}
        />
      );
    case 'markets':
      return <MarketSelectors disabled={disabled} saved={savedMarkets} />;
    case 'options':
      return <AttributeOptionsEditor disabled={disabled} />;
    case 'rows':
      return (
        <ChildRowsEditor
          resource={definition.name}
          name={field.key}
          columns={innerObjectKeys(schemaShape(definition)[field.key]).filter((key) => key !== 'id')}
          disabled={disabled}
          cell={rowCells(definition, field)}
          emptyCell={emptyCell(definition, field)}
        />
      );
  }
}
