/**
 * The compatibility resources' texts (issue 31), per interface locale; each locale's resource labels
 * spread its object. Kept apart so the area's words are read in one place.
 */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const esVocabulary = {
  id: 'Id',
  az_iso: 'Código',
  name: 'Nombre',
  sort_key: 'Orden',
  active: 'Activo',
  translations: 'Traducciones',
  created_at: 'Creado el',
} as const;

const esCompatibilityFields = {
  id: 'Id',
  compatibility_type_id: 'Tipo de compatibilidad',
  compatibility_type: 'Compatibilidad',
  protocol_id: 'Protocolo',
  protocol: 'Protocolo',
  warnings: 'Avisos',
  warning_texts: 'Avisos',
  accessory_article_id: 'Accesorio necesario',
  accessory: 'Accesorio necesario',
  easyzone: 'Easyzone',
  notes: 'Notas',
  created_at: 'Creada el',
} as const;

export const esCompatibilityLabels = {
  iumodeltypes: { title: 'Tipos de modelos UI', singular: 'tipo de modelo UI', fields: esVocabulary },
  iumodeltechnologies: {
    title: 'Tecnologías de modelos UI',
    singular: 'tecnología de modelo UI',
    fields: esVocabulary,
  },
  compatibilitytypes: {
    title: 'Tipos de compatibilidad',
    singular: 'tipo de compatibilidad',
    fields: { ...esVocabulary, color: 'Color de la etiqueta' },
  },
  compatibilitywarnings: {
    title: 'Avisos de compatibilidad',
    singular: 'aviso de compatibilidad',
    fields: {
      id: 'Id',
      az_iso: 'Código',
      text: 'Texto (español)',
      severity: 'Gravedad',
      compatibility_types: 'Tipos de compatibilidad',
      compatibility_type_names: 'Tipos de compatibilidad',
      active: 'Activo',
      translations: 'Textos',
      created_at: 'Creado el',
    },
    values: { severity: { info: 'Información', warning: 'Aviso', critical: 'Crítico' } },
  },
  communicationprotocols: {
    title: 'Protocolos de comunicación',
    singular: 'protocolo de comunicación',
    fields: {
      id: 'Id',
      az_iso: 'Código',
      name: 'Nombre',
      manufacturers: 'Fabricantes',
      manufacturer_names: 'Fabricantes',
      active: 'Activo',
      translations: 'Descripciones',
      created_at: 'Creado el',
    },
  },
  compatibilityiumodels: {
    title: 'Modelos UI',
    singular: 'modelo UI',
    fields: {
      id: 'Id',
      manufacturer_id: 'Fabricante',
      manufacturer: 'Fabricante',
      model_reference: 'Referencia del modelo',
      commercial_name: 'Nombre comercial',
      iu_model_type_id: 'Tipo',
      iu_model_type: 'Tipo',
      iu_model_technology_id: 'Tecnología',
      iu_model_technology: 'Tecnología',
      protocols: 'Protocolos',
      notes: 'Notas',
      active: 'Activo',
      compatibility_count: 'Artículos compatibles',
      created_at: 'Creado el',
    },
  },
  'articles-compatibilities': {
    title: 'Unidades compatibles',
    singular: 'unidad compatible',
    fields: {
      ...esCompatibilityFields,
      iu_model_id: 'Modelo UI',
      manufacturer: 'Fabricante',
      model_reference: 'Modelo',
      iu_model_type: 'Tipo de unidad',
    },
  },
  'compatibilityiumodels-compatibilities': {
    title: 'Artículos compatibles',
    singular: 'artículo compatible',
    fields: { ...esCompatibilityFields, article_id: 'Artículo', article: 'Artículo', article_name: 'Nombre' },
  },
} as const;

type CompatibilityLabels = Widen<typeof esCompatibilityLabels>;

const enVocabulary = {
  id: 'Id',
  az_iso: 'Code',
  name: 'Name',
  sort_key: 'Order',
  active: 'Active',
  translations: 'Translations',
  created_at: 'Created at',
};

const enCompatibilityFields = {
  id: 'Id',
  compatibility_type_id: 'Compatibility type',
  compatibility_type: 'Compatibility',
  protocol_id: 'Protocol',
  protocol: 'Protocol',
  warnings: 'Warnings',
  warning_texts: 'Warnings',
  accessory_article_id: 'Required accessory',
  accessory: 'Required accessory',
  easyzone: 'Easyzone',
  notes: 'Notes',
  created_at: 'Created at',
};

export const enCompatibilityLabels: CompatibilityLabels = {
  iumodeltypes: { title: 'IU model types', singular: 'IU model type', fields: enVocabulary },
  iumodeltechnologies: {
    title: 'IU model technologies',
    singular: 'IU model technology',
    fields: enVocabulary,
  },
  compatibilitytypes: {
    title: 'Compatibility types',
    singular: 'compatibility type',
    fields: { ...enVocabulary, color: 'Badge colour' },
  },
  compatibilitywarnings: {
    title: 'Compatibility warnings',
    singular: 'compatibility warning',
    fields: {
      id: 'Id',
      az_iso: 'Code',
      text: 'Text (Spanish)',
      severity: 'Severity',
      compatibility_types: 'Compatibility types',
      compatibility_type_names: 'Compatibility types',
      active: 'Active',
      translations: 'Texts',
      created_at: 'Created at',
    },
    values: { severity: { info: 'Information', warning: 'Warning', critical: 'Critical' } },
  },
  communicationprotocols: {
    title: 'Communication protocols',
    singular: 'communication protocol',
    fields: {
      id: 'Id',
      az_iso: 'Code',
      name: 'Name',
      manufacturers: 'Manufacturers',
      manufacturer_names: 'Manufacturers',
      active: 'Active',
      translations: 'Descriptions',
      created_at: 'Created at',
    },
  },
  compatibilityiumodels: {
    title: 'IU models',
    singular: 'IU model',
    fields: {
      id: 'Id',
      manufacturer_id: 'Manufacturer',
      manufacturer: 'Manufacturer',
      model_reference: 'Model reference',
      commercial_name: 'Commercial name',
      iu_model_type_id: 'Type',
      iu_model_type: 'Type',
      iu_model_technology_id: 'Technology',
      iu_model_technology: 'Technology',
      protocols: 'Protocols',
      notes: 'Notes',
      active: 'Active',
      compatibility_count: 'Compatible articles',
      created_at: 'Created at',
    },
  },
  'articles-compatibilities': {
    title: 'Compatible units',
    singular: 'compatible unit',
    fields: {
      ...enCompatibilityFields,
      iu_model_id: 'IU model',
      manufacturer: 'Manufacturer',
      model_reference: 'Model',
      iu_model_type: 'Unit type',
    },
  },
  'compatibilityiumodels-compatibilities': {
    title: 'Compatible articles',
    singular: 'compatible article',
    fields: { ...enCompatibilityFields, article_id: 'Article', article: 'Article', article_name: 'Name' },
  },
};

const frVocabulary = {
  id: 'Id',
  az_iso: 'Code',
  name: 'Nom',
  sort_key: 'Ordre',
  active: 'Actif',
  translations: 'Traductions',
  created_at: 'Créé le',
};

const frCompatibilityFields = {
  id: 'Id',
  compatibility_type_id: 'Type de compatibilité',
  compatibility_type: 'Compatibilité',
  protocol_id: 'Protocole',
  protocol: 'Protocole',
  warnings: 'Avertissements',
  warning_texts: 'Avertissements',
  accessory_article_id: 'Accessoire nécessaire',
  accessory: 'Accessoire nécessaire',
  easyzone: 'Easyzone',
  notes: 'Notes',
  created_at: 'Créée le',
};

export const frCompatibilityLabels: CompatibilityLabels = {
  iumodeltypes: { title: 'Types de modèles UI', singular: 'type de modèle UI', fields: frVocabulary },
  iumodeltechnologies: {
    title: 'Technologies de modèles UI',
    singular: 'technologie de modèle UI',
    fields: frVocabulary,
  },
  compatibilitytypes: {
    title: 'Types de compatibilité',
    singular: 'type de compatibilité',
    fields: { ...frVocabulary, color: 'Couleur du badge' },
  },
  compatibilitywarnings: {
    title: 'Avertissements de compatibilité',
    singular: 'avertissement de compatibilité',
    fields: {
      id: 'Id',
      az_iso: 'Code',
      text: 'Texte (espagnol)',
      severity: 'Gravité',
      compatibility_types: 'Types de compatibilité',
      compatibility_type_names: 'Types de compatibilité',
      active: 'Actif',
      translations: 'Textes',
      created_at: 'Créé le',
    },
    values: { severity: { info: 'Information', warning: 'Avertissement', critical: 'Critique' } },
  },
  communicationprotocols: {
    title: 'Protocoles de communication',
    singular: 'protocole de communication',
    fields: {
      id: 'Id',
      az_iso: 'Code',
      name: 'Nom',
      manufacturers: 'Fabricants',
      manufacturer_names: 'Fabricants',
      active: 'Actif',
      translations: 'Descriptions',
      created_at: 'Créé le',
    },
  },
  compatibilityiumodels: {
    title: 'Modèles UI',
    singular: 'modèle UI',
    fields: {
      id: 'Id',
      manufacturer_id: 'Fabricant',
      manufacturer: 'Fabricant',
      model_reference: 'Référence du modèle',
      commercial_name: 'Nom commercial',
      iu_model_type_id: 'Type',
      iu_model_type: 'Type',
      iu_model_technology_id: 'Technologie',
      iu_model_technology: 'Technologie',
      protocols: 'Protocoles',
      notes: 'Notes',
      active: 'Actif',
      compatibility_count: 'Articles compatibles',
      created_at: 'Créé le',
    },
  },
  'articles-compatibilities': {
    title: 'Unités compatibles',
    singular: 'unité compatible',
    fields: {
      ...frCompatibilityFields,
      iu_model_id: 'Modèle UI',
      manufacturer: 'Fabricant',
      model_reference: 'Modèle',
      iu_model_type: "Type d'unité",
    },
  },
  'compatibilityiumodels-compatibilities': {
    title: 'Articles compatibles',
    singular: 'article compatible',
    fields: { ...frCompatibilityFields, article_id: 'Article', article: 'Article', article_name: 'Nom' },
  },
};

const itVocabulary = {
  id: 'Id',
  az_iso: 'Codice',
  name: 'Nome',
  sort_key: 'Ordine',
  active: 'Attivo',
  translations: 'Traduzioni',
  created_at: 'Creato il',
};

const itCompatibilityFields = {
  id: 'Id',
  compatibility_type_id: 'Tipo di compatibilità',
  compatibility_type: 'Compatibilità',
  protocol_id: 'Protocollo',
  protocol: 'Protocollo',
  warnings: 'Avvisi',
  warning_texts: 'Avvisi',
  accessory_article_id: 'Accessorio necessario',
  accessory: 'Accessorio necessario',
  easyzone: 'Easyzone',
  notes: 'Note',
  created_at: 'Creata il',
};

export const itCompatibilityLabels: CompatibilityLabels = {
  iumodeltypes: { title: 'Tipi di modelli UI', singular: 'tipo di modello UI', fields: itVocabulary },
  iumodeltechnologies: {
    title: 'Tecnologie dei modelli UI',
    singular: 'tecnologia di modello UI',
    fields: itVocabulary,
  },
  compatibilitytypes: {
    title: 'Tipi di compatibilità',
    singular: 'tipo di compatibilità',
    fields: { ...itVocabulary, color: "Colore dell'etichetta" },
  },
  compatibilitywarnings: {
    title: 'Avvisi di compatibilità',
    singular: 'avviso di compatibilità',
    fields: {
      id: 'Id',
      az_iso: 'Codice',
      text: 'Testo (spagnolo)',
      severity: 'Gravità',
      compatibility_types: 'Tipi di compatibilità',
      compatibility_type_names: 'Tipi di compatibilità',
      active: 'Attivo',
      translations: 'Testi',
      created_at: 'Creato il',
    },
    values: { severity: { info: 'Informazione', warning: 'Avviso', critical: 'Critico' } },
  },
  communicationprotocols: {
    title: 'Protocolli di comunicazione',
    singular: 'protocollo di comunicazione',
    fields: {
      id: 'Id',
      az_iso: 'Codice',
      name: 'Nome',
      manufacturers: 'Produttori',
      manufacturer_names: 'Produttori',
      active: 'Attivo',
      translations: 'Descrizioni',
      created_at: 'Creato il',
    },
  },
  compatibilityiumodels: {
    title: 'Modelli UI',
    singular: 'modello UI',
    fields: {
      id: 'Id',
      manufacturer_id: 'Produttore',
      manufacturer: 'Produttore',
      model_reference: 'Riferimento del modello',
      commercial_name: 'Nome commerciale',
      iu_model_type_id: 'Tipo',
      iu_model_type: 'Tipo',
      iu_model_technology_id: 'Tecnologia',
      iu_model_technology: 'Tecnologia',
      protocols: 'Protocolli',
      notes: 'Note',
      active: 'Attivo',
      compatibility_count: 'Articoli compatibili',
      created_at: 'Creato il',
    },
  },
  'articles-compatibilities': {
    title: 'Unità compatibili',
    singular: 'unità compatibile',
    fields: {
      ...itCompatibilityFields,
      iu_model_id: 'Modello UI',
      manufacturer: 'Produttore',
      model_reference: 'Modello',
      iu_model_type: 'Tipo di unità',
    },
  },
  'compatibilityiumodels-compatibilities': {
    title: 'Articoli compatibili',
    singular: 'articolo compatibile',
    fields: { ...itCompatibilityFields, article_id: 'Articolo', article: 'Articolo', article_name: 'Nome' },
  },
};

const ptVocabulary = {
  id: 'Id',
  az_iso: 'Código',
  name: 'Nome',
  sort_key: 'Ordem',
  active: 'Ativo',
  translations: 'Traduções',
  created_at: 'Criado em',
};

const ptCompatibilityFields = {
  id: 'Id',
  compatibility_type_id: 'Tipo de compatibilidade',
  compatibility_type: 'Compatibilidade',
  protocol_id: 'Protocolo',
  protocol: 'Protocolo',
  warnings: 'Avisos',
  warning_texts: 'Avisos',
  accessory_article_id: 'Acessório necessário',
  accessory: 'Acessório necessário',
  easyzone: 'Easyzone',
  notes: 'Notas',
  created_at: 'Criada em',
};

export const ptCompatibilityLabels: CompatibilityLabels = {
  iumodeltypes: { title: 'Tipos de modelos UI', singular: 'tipo de modelo UI', fields: ptVocabulary },
  iumodeltechnologies: {
    title: 'Tecnologias de modelos UI',
    singular: 'tecnologia de modelo UI',
    fields: ptVocabulary,
  },
  compatibilitytypes: {
    title: 'Tipos de compatibilidade',
    singular: 'tipo de compatibilidade',
    fields: { ...ptVocabulary, color: 'Cor da etiqueta' },
  },
  compatibilitywarnings: {
    title: 'Avisos de compatibilidade',
    singular: 'aviso de compatibilidade',
    fields: {
      id: 'Id',
      az_iso: 'Código',
      text: 'Texto (espanhol)',
      severity: 'Gravidade',
      compatibility_types: 'Tipos de compatibilidade',
      compatibility_type_names: 'Tipos de compatibilidade',
      active: 'Ativo',
      translations: 'Textos',
      created_at: 'Criado em',
    },
    values: { severity: { info: 'Informação', warning: 'Aviso', critical: 'Crítico' } },
  },
  communicationprotocols: {
    title: 'Protocolos de comunicação',
    singular: 'protocolo de comunicação',
    fields: {
      id: 'Id',
      az_iso: 'Código',
      name: 'Nome',
      manufacturers: 'Fabricantes',
      manufacturer_names: 'Fabricantes',
      active: 'Ativo',
      translations: 'Descrições',
      created_at: 'Criado em',
    },
  },
  compatibilityiumodels: {
    title: 'Modelos UI',
    singular: 'modelo UI',
    fields: {
      id: 'Id',
      manufacturer_id: 'Fabricante',
      manufacturer: 'Fabricante',
      model_reference: 'Referência do modelo',
      commercial_name: 'Nome comercial',
      iu_model_type_id: 'Tipo',
      iu_model_type: 'Tipo',
      iu_model_technology_id: 'Tecnologia',
      iu_model_technology: 'Tecnologia',
      protocols: 'Protocolos',
      notes: 'Notas',
      active: 'Ativo',
      compatibility_count: 'Artigos compatíveis',
      created_at: 'Criado em',
    },
  },
  'articles-compatibilities': {
    title: 'Unidades compatíveis',
    singular: 'unidade compatível',
    fields: {
      ...ptCompatibilityFields,
      iu_model_id: 'Modelo UI',
      manufacturer: 'Fabricante',
      model_reference: 'Modelo',
      iu_model_type: 'Tipo de unidade',
    },
  },
  'compatibilityiumodels-compatibilities': {
    title: 'Artigos compatíveis',
    singular: 'artigo compatível',
    fields: { ...ptCompatibilityFields, article_id: 'Artigo', article: 'Artigo', article_name: 'Nome' },
  },
};
