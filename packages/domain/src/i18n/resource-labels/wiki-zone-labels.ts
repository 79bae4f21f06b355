/**
 * The texts of the wiki zone and the documentation (issue 35), per interface locale; each locale's
 * resource labels spread its own. `wikizones` are the wiki's documents, `wikizoneareas` its zones.
 */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const esWikiZoneLabels = {
  wikizones: {
    title: 'Zona wiki',
    singular: 'documento',
    fields: {
      id: 'Id',
      title: 'Título',
      zone_id: 'Zona',
      zone: 'Zona',
      current_version: 'Versión',
      note: 'Nota de la versión',
      attachments: 'Adjuntos',
      translations: 'Textos',
      created_at: 'Creado el',
      updated_at: 'Actualizado el',
    },
  },
  wikizoneareas: {
    title: 'Zonas de la wiki',
    singular: 'zona',
    fields: {
      id: 'Id',
      name: 'Nombre',
      path: 'Ruta',
      parent_id: 'Zona superior',
      sort_key: 'Orden',
      translations: 'Textos',
      created_at: 'Creada el',
    },
  },
  documentation: {
    title: 'Documentación',
    singular: 'documento',
    fields: {
      id: 'Id',
      title: 'Título',
      document_type: 'Tipo',
      version: 'Versión',
      file_url: 'Archivo',
      products: 'Productos',
      product: 'Productos',
      families: 'Familias',
      languages: 'Idiomas',
      markets: 'Mercados',
      translations: 'Textos',
      created_at: 'Creado el',
      updated_at: 'Actualizado el',
    },
    values: {
      document_type: {
        manual: 'Manual',
        technical_sheet: 'Ficha técnica',
        installation_guide: 'Guía de instalación',
        declaration: 'Declaración de conformidad',
      },
    },
  },
} as const;

type Labels = Widen<typeof esWikiZoneLabels>;

export const enWikiZoneLabels: Labels = {
  wikizones: {
    title: 'Wiki zone',
    singular: 'document',
    fields: {
      id: 'Id',
      title: 'Title',
      zone_id: 'Zone',
      zone: 'Zone',
      current_version: 'Version',
      note: 'Version note',
      attachments: 'Attachments',
      translations: 'Texts',
      created_at: 'Created',
      updated_at: 'Updated',
    },
  },
  wikizoneareas: {
    title: 'Wiki zones',
    singular: 'zone',
    fields: {
      id: 'Id',
      name: 'Name',
      path: 'Path',
      parent_id: 'Parent zone',
      sort_key: 'Order',
      translations: 'Texts',
      created_at: 'Created',
    },
  },
  documentation: {
    title: 'Documentation',
    singular: 'document',
    fields: {
      id: 'Id',
      title: 'Title',
      document_type: 'Type',
      version: 'Version',
      file_url: 'File',
      products: 'Products',
      product: 'Products',
      families: 'Families',
      languages: 'Languages',
      markets: 'Markets',
      translations: 'Texts',
      created_at: 'Created',
      updated_at: 'Updated',
    },
    values: {
      document_type: {
        manual: 'Manual',
        technical_sheet: 'Technical sheet',
        installation_guide: 'Installation guide',
        declaration: 'Declaration of conformity',
      },
    },
  },
};

export const frWikiZoneLabels: Labels = {
  wikizones: {
    title: 'Zone wiki',
    singular: 'document',
    fields: {
      id: 'Id',
      title: 'Titre',
      zone_id: 'Zone',
      zone: 'Zone',
      current_version: 'Version',
      note: 'Note de version',
      attachments: 'Pièces jointes',
      translations: 'Textes',
      created_at: 'Créé le',
      updated_at: 'Mis à jour le',
    },
  },
  wikizoneareas: {
    title: 'Zones du wiki',
    singular: 'zone',
    fields: {
      id: 'Id',
      name: 'Nom',
      path: 'Chemin',
      parent_id: 'Zone parente',
      sort_key: 'Ordre',
      translations: 'Textes',
      created_at: 'Créée le',
    },
  },
  documentation: {
    title: 'Documentation',
    singular: 'document',
    fields: {
      id: 'Id',
      title: 'Titre',
      document_type: 'Type',
      version: 'Version',
      file_url: 'Fichier',
      products: 'Produits',
      product: 'Produits',
      families: 'Familles',
      languages: 'Langues',
      markets: 'Marchés',
      translations: 'Textes',
      created_at: 'Créé le',
      updated_at: 'Mis à jour le',
    },
    values: {
      document_type: {
        manual: 'Manuel',
        technical_sheet: 'Fiche technique',
        installation_guide: "Guide d'installation",
        declaration: 'Déclaration de conformité',
      },
    },
  },
};

export const itWikiZoneLabels: Labels = {
  wikizones: {
    title: 'Zona wiki',
    singular: 'documento',
    fields: {
      id: 'Id',
      title: 'Titolo',
      zone_id: 'Zona',
      zone: 'Zona',
      current_version: 'Versione',
      note: 'Nota della versione',
      attachments: 'Allegati',
      translations: 'Testi',
      created_at: 'Creato il',
      updated_at: 'Aggiornato il',
    },
  },
  wikizoneareas: {
    title: 'Zone della wiki',
    singular: 'zona',
    fields: {
      id: 'Id',
      name: 'Nome',
      path: 'Percorso',
      parent_id: 'Zona superiore',
      sort_key: 'Ordine',
      translations: 'Testi',
      created_at: 'Creata il',
    },
  },
  documentation: {
    title: 'Documentazione',
    singular: 'documento',
    fields: {
      id: 'Id',
      title: 'Titolo',
      document_type: 'Tipo',
      version: 'Versione',
      file_url: 'File',
      products: 'Prodotti',
      product: 'Prodotti',
      families: 'Famiglie',
      languages: 'Lingue',
      markets: 'Mercati',
      translations: 'Testi',
      created_at: 'Creato il',
      updated_at: 'Aggiornato il',
    },
    values: {
      document_type: {
        manual: 'Manuale',
        technical_sheet: 'Scheda tecnica',
        installation_guide: 'Guida di installazione',
        declaration: 'Dichiarazione di conformità',
      },
    },
  },
};

export const ptWikiZoneLabels: Labels = {
  wikizones: {
    title: 'Zona wiki',
    singular: 'documento',
    fields: {
      id: 'Id',
      title: 'Título',
      zone_id: 'Zona',
      zone: 'Zona',
      current_version: 'Versão',
      note: 'Nota da versão',
      attachments: 'Anexos',
      translations: 'Textos',
      created_at: 'Criado em',
      updated_at: 'Atualizado em',
    },
  },
  wikizoneareas: {
    title: 'Zonas da wiki',
    singular: 'zona',
    fields: {
      id: 'Id',
      name: 'Nome',
      path: 'Caminho',
      parent_id: 'Zona superior',
      sort_key: 'Ordem',
      translations: 'Textos',
      created_at: 'Criada em',
    },
  },
  documentation: {
    title: 'Documentação',
    singular: 'documento',
    fields: {
      id: 'Id',
      title: 'Título',
      document_type: 'Tipo',
      version: 'Versão',
      file_url: 'Ficheiro',
      products: 'Produtos',
      product: 'Produtos',
      families: 'Famílias',
      languages: 'Idiomas',
      markets: 'Mercados',
      translations: 'Textos',
      created_at: 'Criado em',
      updated_at: 'Atualizado em',
    },
    values: {
      document_type: {
        manual: 'Manual',
        technical_sheet: 'Ficha técnica',
        installation_guide: 'Guia de instalação',
        declaration: 'Declaração de conformidade',
      },
    },
  },
};
