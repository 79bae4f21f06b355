/**
 * The texts of news and alerts (the sidebar's "Communications"), per interface locale; each locale's
 * resource labels spread its own.
 */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const esFields = {
  id: 'Id',
  az_iso: 'Código',
  title: 'Título',
  publish: 'Publicar',
  publish_at: 'Publicar desde',
  publish_end_at: 'Publicar hasta',
  markets: 'Mercados en que se publica',
  market_codes: 'Mercados',
  image_url: 'Imagen',
  image_description: 'Descripción de la imagen',
  link: 'Enlace',
  translations: 'Textos',
  created_at: 'Creada el',
} as const;

export const esNewsLabels = {
  news: { title: 'Noticias', singular: 'noticia', fields: esFields },
  alerts: { title: 'Alertas', singular: 'alerta', fields: esFields },
} as const;

type Labels = Widen<typeof esNewsLabels>;

const enFields: Labels['news']['fields'] = {
  id: 'Id',
  az_iso: 'Code',
  title: 'Title',
  publish: 'Publish',
  publish_at: 'Published from',
  publish_end_at: 'Published until',
  markets: 'Markets it is published in',
  market_codes: 'Markets',
  image_url: 'Image',
  image_description: 'Image description',
  link: 'Link',
  translations: 'Texts',
  created_at: 'Created',
};

export const enNewsLabels: Labels = {
  news: { title: 'News', singular: 'news item', fields: enFields },
  alerts: { title: 'Alerts', singular: 'alert', fields: enFields },
};

const frFields: Labels['news']['fields'] = {
  id: 'Id',
  az_iso: 'Code',
  title: 'Titre',
  publish: 'Publier',
  publish_at: 'Publiée à partir du',
  publish_end_at: 'Publiée jusqu’au',
  markets: 'Marchés où elle est publiée',
  market_codes: 'Marchés',
  image_url: 'Image',
  image_description: 'Description de l’image',
  link: 'Lien',
  translations: 'Textes',
  created_at: 'Créée le',
};

export const frNewsLabels: Labels = {
  news: { title: 'Actualités', singular: 'actualité', fields: frFields },
  alerts: { title: 'Alertes', singular: 'alerte', fields: frFields },
};

const itFields: Labels['news']['fields'] = {
  id: 'Id',
  az_iso: 'Codice',
  title: 'Titolo',
  publish: 'Pubblica',
  publish_at: 'Pubblicata dal',
  publish_end_at: 'Pubblicata fino al',
  markets: 'Mercati in cui è pubblicata',
  market_codes: 'Mercati',
  image_url: 'Immagine',
  image_description: 'Descrizione dell’immagine',
  link: 'Link',
  translations: 'Testi',
  created_at: 'Creata il',
};

export const itNewsLabels: Labels = {
  news: { title: 'Notizie', singular: 'notizia', fields: itFields },
  alerts: { title: 'Allerte', singular: 'allerta', fields: itFields },
};

const ptFields: Labels['news']['fields'] = {
  id: 'Id',
  az_iso: 'Código',
  title: 'Título',
  publish: 'Publicar',
  publish_at: 'Publicada desde',
  publish_end_at: 'Publicada até',
  markets: 'Mercados em que é publicada',
  market_codes: 'Mercados',
  image_url: 'Imagem',
  image_description: 'Descrição da imagem',
  link: 'Ligação',
  translations: 'Textos',
  created_at: 'Criada em',
};

export const ptNewsLabels: Labels = {
  news: { title: 'Notícias', singular: 'notícia', fields: ptFields },
  alerts: { title: 'Alertas', singular: 'alerta', fields: ptFields },
};
