/**
 * The texts of the import queue (`/imports`, the sidebar's "importers"), per interface locale; each
 * locale's resource labels spread its own.
 */
export const esImportLabels = {
  imports: {
    title: 'Importaciones',
    singular: 'archivo de importación',
    fields: {
      id: 'Id',
      description: 'Descripción',
      type: 'Tipo',
      status: 'Estado',
      file_name: 'Archivo',
      rows_total: 'Filas',
      rows_done: 'Filas hechas',
      errors_count: 'Errores',
      created_by_email: 'Subido por',
      created_at: 'Subido',
    },
    values: {
      type: {
        compatibilities: 'Compatibilidades',
        easyzone_compatibilities: 'Compatibilidades Easyzone',
        amazon_asins: 'ASINs de Amazon',
      },
    },
  },
} as const;

type Labels = { readonly [K in keyof typeof esImportLabels]: Widen<(typeof esImportLabels)[K]> };
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const enImportLabels: Labels = {
  imports: {
    title: 'Imports',
    singular: 'import file',
    fields: {
      id: 'Id',
      description: 'Description',
      type: 'Type',
      status: 'Status',
      file_name: 'File',
      rows_total: 'Rows',
      rows_done: 'Rows done',
      errors_count: 'Errors',
      created_by_email: 'Uploaded by',
      created_at: 'Uploaded',
    },
    values: {
      type: {
        compatibilities: 'Compatibilities',
        easyzone_compatibilities: 'Easyzone compatibilities',
        amazon_asins: 'Amazon ASINs',
      },
    },
  },
};

export const frImportLabels: Labels = {
  imports: {
    title: 'Importations',
    singular: 'fichier d’importation',
    fields: {
      id: 'Id',
      description: 'Description',
      type: 'Type',
      status: 'Statut',
      file_name: 'Fichier',
      rows_total: 'Lignes',
      rows_done: 'Lignes faites',
      errors_count: 'Erreurs',
      created_by_email: 'Envoyé par',
      created_at: 'Envoyé',
    },
    values: {
      type: {
        compatibilities: 'Compatibilités',
        easyzone_compatibilities: 'Compatibilités Easyzone',
        amazon_asins: 'ASIN Amazon',
      },
    },
  },
};

export const itImportLabels: Labels = {
  imports: {
    title: 'Importazioni',
    singular: 'file di importazione',
    fields: {
      id: 'Id',
      description: 'Descrizione',
      type: 'Tipo',
      status: 'Stato',
      file_name: 'File',
      rows_total: 'Righe',
      rows_done: 'Righe fatte',
      errors_count: 'Errori',
      created_by_email: 'Caricato da',
      created_at: 'Caricato',
    },
    values: {
      type: {
        compatibilities: 'Compatibilità',
        easyzone_compatibilities: 'Compatibilità Easyzone',
        amazon_asins: 'ASIN Amazon',
      },
    },
  },
};

export const ptImportLabels: Labels = {
  imports: {
    title: 'Importações',
    singular: 'ficheiro de importação',
    fields: {
      id: 'Id',
      description: 'Descrição',
      type: 'Tipo',
      status: 'Estado',
      file_name: 'Ficheiro',
      rows_total: 'Linhas',
      rows_done: 'Linhas feitas',
      errors_count: 'Erros',
      created_by_email: 'Carregado por',
      created_at: 'Carregado',
    },
    values: {
      type: {
        compatibilities: 'Compatibilidades',
        easyzone_compatibilities: 'Compatibilidades Easyzone',
        amazon_asins: 'ASINs da Amazon',
      },
    },
  },
};
