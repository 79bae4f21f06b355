/**
 * The texts of the Amazon marketplaces and ASINs (the sidebar's "Amazon compatibilities"), per
 * interface locale; each locale's resource labels spread its own.
 */
export const esMarketplaceLabels = {
  amazonmarketplaces: {
    title: 'Marketplaces de Amazon',
    singular: 'marketplace',
    fields: {
      id: 'Id',
      name: 'Nombre',
      amazon_marketplace_id: 'Id del marketplace en Amazon',
      domain_extension: 'Extensión del dominio',
      country_iso: 'País',
      language: 'Idioma',
      currency: 'Moneda',
      keyword_byte_limit: 'Límite de palabras clave (bytes)',
      active: 'Activo',
      created_at: 'Creado',
    },
  },
  amazonasins: {
    title: 'ASINs de Amazon',
    singular: 'ASIN',
    fields: {
      id: 'Id',
      article_id: 'Artículo',
      article_iso: 'Código del artículo',
      article_name: 'Artículo',
      marketplace_id: 'Marketplace',
      marketplace: 'Marketplace',
      asin: 'ASIN',
      keywords: 'Palabras clave (en el idioma del marketplace)',
      keyword_bytes: 'Bytes de palabras clave',
      created_at: 'Creado',
    },
  },
} as const;

type Labels = { readonly [K in keyof typeof esMarketplaceLabels]: Widen<(typeof esMarketplaceLabels)[K]> };
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const enMarketplaceLabels: Labels = {
  amazonmarketplaces: {
    title: 'Amazon marketplaces',
    singular: 'marketplace',
    fields: {
      id: 'Id',
      name: 'Name',
      amazon_marketplace_id: 'Amazon marketplace id',
      domain_extension: 'Domain extension',
      country_iso: 'Country',
      language: 'Language',
      currency: 'Currency',
      keyword_byte_limit: 'Keyword limit (bytes)',
      active: 'Active',
      created_at: 'Created',
    },
  },
  amazonasins: {
    title: 'Amazon ASINs',
    singular: 'ASIN',
    fields: {
      id: 'Id',
      article_id: 'Article',
      article_iso: 'Article code',
      article_name: 'Article',
      marketplace_id: 'Marketplace',
      marketplace: 'Marketplace',
      asin: 'ASIN',
      keywords: 'Keywords (in the marketplace’s language)',
      keyword_bytes: 'Keyword bytes',
      created_at: 'Created',
    },
  },
};

export const frMarketplaceLabels: Labels = {
  amazonmarketplaces: {
    title: 'Marketplaces Amazon',
    singular: 'marketplace',
    fields: {
      id: 'Id',
      name: 'Nom',
      amazon_marketplace_id: 'Id de la marketplace chez Amazon',
      domain_extension: 'Extension du domaine',
      country_iso: 'Pays',
      language: 'Langue',
      currency: 'Devise',
      keyword_byte_limit: 'Limite des mots-clés (octets)',
      active: 'Actif',
      created_at: 'Créé le',
    },
  },
  amazonasins: {
    title: 'ASIN Amazon',
    singular: 'ASIN',
    fields: {
      id: 'Id',
      article_id: 'Article',
      article_iso: 'Code de l’article',
      article_name: 'Article',
      marketplace_id: 'Marketplace',
      marketplace: 'Marketplace',
      asin: 'ASIN',
      keywords: 'Mots-clés (dans la langue de la marketplace)',
      keyword_bytes: 'Octets des mots-clés',
      created_at: 'Créé le',
    },
  },
};

export const itMarketplaceLabels: Labels = {
  amazonmarketplaces: {
    title: 'Marketplace Amazon',
    singular: 'marketplace',
    fields: {
      id: 'Id',
      name: 'Nome',
      amazon_marketplace_id: 'Id del marketplace su Amazon',
      domain_extension: 'Estensione del dominio',
      country_iso: 'Paese',
      language: 'Lingua',
      currency: 'Valuta',
      keyword_byte_limit: 'Limite delle parole chiave (byte)',
      active: 'Attivo',
      created_at: 'Creato il',
    },
  },
  amazonasins: {
    title: 'ASIN Amazon',
    singular: 'ASIN',
    fields: {
      id: 'Id',
      article_id: 'Articolo',
      article_iso: 'Codice articolo',
      article_name: 'Articolo',
      marketplace_id: 'Marketplace',
      marketplace: 'Marketplace',
      asin: 'ASIN',
      keywords: 'Parole chiave (nella lingua del marketplace)',
      keyword_bytes: 'Byte delle parole chiave',
      created_at: 'Creato il',
    },
  },
};

export const ptMarketplaceLabels: Labels = {
  amazonmarketplaces: {
    title: 'Marketplaces da Amazon',
    singular: 'marketplace',
    fields: {
      id: 'Id',
      name: 'Nome',
      amazon_marketplace_id: 'Id do marketplace na Amazon',
      domain_extension: 'Extensão do domínio',
      country_iso: 'País',
      language: 'Idioma',
      currency: 'Moeda',
      keyword_byte_limit: 'Limite das palavras-chave (bytes)',
      active: 'Ativo',
      created_at: 'Criado',
    },
  },
  amazonasins: {
    title: 'ASINs da Amazon',
    singular: 'ASIN',
    fields: {
      id: 'Id',
      article_id: 'Artigo',
      article_iso: 'Código do artigo',
      article_name: 'Artigo',
      marketplace_id: 'Marketplace',
      marketplace: 'Marketplace',
      asin: 'ASIN',
      keywords: 'Palavras-chave (no idioma do marketplace)',
      keyword_bytes: 'Bytes das palavras-chave',
      created_at: 'Criado',
    },
  },
};
