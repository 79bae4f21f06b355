import { describe, expect, it } from 'vitest';
import { BADGE_STATUSES } from '../../resources/badge-statuses.ts';
import { RESOURCE_DEFINITIONS } from '../../resources/catalogue/index.ts';
import { WORKFLOWS } from '../../workflows/index.ts';
import { LOCALES } from '../locales.ts';
import { fieldLabelIn, RESOURCE_LABELS, resourceTitleIn, statusWordIn } from './index.ts';

describe('resource labels', () => {
  it.each(LOCALES)(
    '%s names every resource and every list column, so no Excel header is a raw key',
    (locale) => {
      for (const definition of Object.values(RESOURCE_DEFINITIONS)) {
        expect(resourceTitleIn(locale, definition.name), definition.name).not.toBe(definition.name);
        const unnamed = definition.columns
          .map((column) => column.key)
          .filter((key) => fieldLabelIn(locale, definition.name, key) === key);
        expect(unnamed, `${locale} ${definition.name}`).toEqual([]);
      }
    },
  );

  it.each(LOCALES)('%s has a text for every badge status and for yes and no', (locale) => {
    const { values } = RESOURCE_LABELS[locale];
    for (const status of BADGE_STATUSES) expect(values.status[status].trim(), status).not.toBe('');
    expect([values.yes, values.no].every((word) => word.trim() !== '')).toBe(true);
  });

  it.each(LOCALES)(
    '%s names the states of every workflow for its resource, so a workflow added later says how its noun agrees',
    (locale) => {
      const resources = RESOURCE_LABELS[locale].resources as Record<string, { values?: object } | undefined>;
      for (const workflow of Object.values(WORKFLOWS)) {
        const own = (
          resources[workflow.name]?.values as Record<string, Record<string, string>> | undefined
        )?.[workflow.stateKey];
        expect(own, `${locale} ${workflow.name}`).toBeDefined();
        for (const state of workflow.states)
          expect(own?.[state]?.trim(), `${workflow.name} ${state}`).toBeTruthy();
      }
    },
  );

  it("writes a state in the gender of its resource's noun in each language", () => {
    // una devolución cancelada, un envío cancelado; un retour annulé, une expédition annulée.
    expect(statusWordIn('es', 'returns', 'status', 'cancelled')).toBe('Cancelada');
    expect(statusWordIn('es', 'shipments', 'status', 'cancelled')).toBe('Cancelado');
    expect(statusWordIn('fr', 'returns', 'status', 'cancelled')).toBe('Annulé');
    expect(statusWordIn('fr', 'shipments', 'status', 'cancelled')).toBe('Annulée');
    // una consulta cerrada, un pedido de suporte fechado.
    expect(statusWordIn('es', 'tickets', 'status', 'closed')).toBe('Cerrada');
    expect(statusWordIn('pt', 'tickets', 'status', 'closed')).toBe('Fechado');
    // un incarico accettato, una asignación aceptada.
    expect(statusWordIn('it', 'assignments', 'status', 'accepted')).toBe('Accettato');
    expect(statusWordIn('es', 'assignments', 'status', 'accepted')).toBe('Aceptada');
    // Any spelling of a state; a resource without its own words takes the shared ones.
    expect(statusWordIn('es', 'returns', 'status', 'Canceled')).toBe('Cancelada');
    expect(statusWordIn('es', 'articles', 'altra_status_iso', 'EoS')).toBe('EoS');
    expect(statusWordIn('es', 'returns', 'status', 'lost')).toBe('lost');
  });
});
