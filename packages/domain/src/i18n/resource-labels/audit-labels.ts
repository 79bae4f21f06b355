/** The texts of the audits (the sidebar's "Audits"), per interface locale; each locale's resource labels spread its own. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const esAuditLabels = {
  audits: {
    title: 'Auditorías',
    singular: 'auditoría',
    fields: {
      id: 'Cambio',
      created_at: 'Fecha',
      user_email: 'Usuario',
      event: 'Evento',
      auditable_type: 'Recurso',
      auditable_id: 'Registro',
      resource: 'Recurso',
      fields: 'Campos cambiados',
      url: 'URL',
      ip: 'IP',
      reverts_id: 'Revierte el cambio',
      created_from: 'Desde',
      created_to: 'Hasta',
    },
    values: {
      event: { created: 'Creado', updated: 'Modificado', deleted: 'Borrado', reverted: 'Revertido' },
    },
  },
} as const;

type Labels = Widen<typeof esAuditLabels>;

export const enAuditLabels: Labels = {
  audits: {
    title: 'Audits',
    singular: 'audit',
    fields: {
      id: 'Change',
      created_at: 'Date',
      user_email: 'User',
      event: 'Event',
      auditable_type: 'Resource',
      auditable_id: 'Record',
      resource: 'Resource',
      fields: 'Fields changed',
      url: 'URL',
      ip: 'IP',
      reverts_id: 'Reverts change',
      created_from: 'From',
      created_to: 'To',
    },
    values: { event: { created: 'Created', updated: 'Updated', deleted: 'Deleted', reverted: 'Reverted' } },
  },
};

export const frAuditLabels: Labels = {
  audits: {
    title: 'Audits',
    singular: 'audit',
    fields: {
      id: 'Modification',
      created_at: 'Date',
      user_email: 'Utilisateur',
      event: 'Événement',
      auditable_type: 'Ressource',
      auditable_id: 'Enregistrement',
      resource: 'Ressource',
      fields: 'Champs modifiés',
      url: 'URL',
      ip: 'IP',
      reverts_id: 'Annule la modification',
      created_from: 'Du',
      created_to: 'Au',
    },
    values: { event: { created: 'Créé', updated: 'Modifié', deleted: 'Supprimé', reverted: 'Annulé' } },
  },
};

export const itAuditLabels: Labels = {
  audits: {
    title: 'Audit',
    singular: 'audit',
    fields: {
      id: 'Modifica',
      created_at: 'Data',
      user_email: 'Utente',
      event: 'Evento',
      auditable_type: 'Risorsa',
      auditable_id: 'Record',
      resource: 'Risorsa',
      fields: 'Campi modificati',
      url: 'URL',
      ip: 'IP',
      reverts_id: 'Annulla la modifica',
      created_from: 'Dal',
      created_to: 'Al',
    },
    values: {
      event: { created: 'Creato', updated: 'Modificato', deleted: 'Eliminato', reverted: 'Annullato' },
    },
  },
};

export const ptAuditLabels: Labels = {
  audits: {
    title: 'Auditorias',
    singular: 'auditoria',
    fields: {
      id: 'Alteração',
      created_at: 'Data',
      user_email: 'Utilizador',
      event: 'Evento',
      auditable_type: 'Recurso',
      auditable_id: 'Registo',
      resource: 'Recurso',
      fields: 'Campos alterados',
      url: 'URL',
      ip: 'IP',
      reverts_id: 'Reverte a alteração',
      created_from: 'Desde',
      created_to: 'Até',
    },
    values: {
      event: { created: 'Criado', updated: 'Alterado', deleted: 'Eliminado', reverted: 'Revertido' },
    },
  },
};
