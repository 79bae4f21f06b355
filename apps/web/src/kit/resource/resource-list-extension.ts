import type { AccessAction, RawListContext, ResourceDefinition } from '@proboard/domain';
import type { ComponentType } from 'react';

/** What a list extension's toolbar part is told about the list. */
export interface ResourceListToolbarProps {
  definition: ResourceDefinition;
  /** The list's context as it is sent (`?context=`): search, filters, sort and page. */
  context: RawListContext;
  /** Rows matching the search and filters; null while the list is loading. */
  total: number | null;
  /** Row ids ticked, on this page or others, under the current search and filters. */
  selected: readonly string[];
  /** After rows changed: clears the selection and reloads the list. */
  onChanged(): void;
}

/**
 * The special part of one resource's list screen (STYLE.md 3: a named hook for the special 20%),
 * registered by resource name; the generic list knows nothing more about it.
 */
export interface ResourceListExtension {
  /** The action the user needs; without it, neither the row checkboxes nor the toolbar part show. */
  requires: AccessAction;
  /** Rows get checkboxes. */
  selectable: boolean;
  /** Toolbar content next to "create"; lazily loaded, so the list's chunk stays small. */
  Toolbar: ComponentType<ResourceListToolbarProps>;
  /** Keys of the texts of the create/edit modal (`ResourceDefinition.modalForms`) instead of the kit's. */
  modalMessages?: { invalid?: string; createError?: string; updateError?: string; deleteError?: string };
}
