import type { FieldDef } from '@proboard/domain';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

/**
 * Renders a field only while the field it depends on holds one of the listed values (a FAQ's level
 * shows only that level's selectors). A hidden field keeps its value; the server clears what the
 * chosen level does not use.
 */
export function ShownWhen({
  condition,
  children,
}: {
  condition: FieldDef['shownWhen'];
  children: ReactNode;
}) {
  const value = useWatch({ name: condition?.key ?? '' });
  if (!condition) return children;
  return condition.values.includes(String(value ?? '')) ? children : null;
}
