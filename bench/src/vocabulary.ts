/**
 * Words of a climate-control catalogue in the six content languages (es, en, fr, it, pt, de), so
 * names, slugs and descriptions look like the real thing and the trigram indexes see real text.
 */
export const LANGS = ['es', 'en', 'fr', 'it', 'pt', 'de'] as const;
export type Lang = (typeof LANGS)[number];
type Words = Record<Lang, string>;

const w = (es: string, en: string, fr: string, it: string, pt: string, de: string): Words => ({
  es,
  en,
  fr,
  it,
  pt,
  de,
});

export const LANGUAGE_NAMES: Words = w('Español', 'English', 'Français', 'Italiano', 'Português', 'Deutsch');

/** Article types: the first word of a name. */
export const TYPES: Words[] = [
  w('Termostato', 'Thermostat', 'Thermostat', 'Termostato', 'Termóstato', 'Thermostat'),
  w(
    'Central de sistema',
    'System controller',
    'Centrale système',
    'Centrale di sistema',
    'Central de sistema',
    'Systemzentrale',
  ),
  w('Módulo de zona', 'Zone module', 'Module de zone', 'Modulo di zona', 'Módulo de zona', 'Zonenmodul'),
  w(
    'Rejilla motorizada',
    'Motorised grille',
    'Grille motorisée',
    'Griglia motorizzata',
    'Grelha motorizada',
    'Motorgitter',
  ),
  w(
    'Compuerta circular',
    'Round damper',
    'Registre circulaire',
    'Serranda circolare',
    'Comporta circular',
    'Runde Klappe',
  ),
  w(
    'Compuerta rectangular',
    'Rectangular damper',
    'Registre rectangulaire',
    'Serranda rettangolare',
    'Comporta retangular',
    'Rechteckklappe',
  ),
  w(
    'Pasarela de comunicación',
    'Communication gateway',
    'Passerelle de communication',
    'Gateway di comunicazione',
    'Gateway de comunicação',
    'Kommunikationsgateway',
  ),
  w(
    'Sonda de temperatura',
    'Temperature probe',
    'Sonde de température',
    'Sonda di temperatura',
    'Sonda de temperatura',
    'Temperaturfühler',
  ),
  w(
    'Válvula motorizada',
    'Motorised valve',
    'Vanne motorisée',
    'Valvola motorizzata',
    'Válvula motorizada',
    'Motorventil',
  ),
  w(
    'Difusor lineal',
    'Linear diffuser',
    'Diffuseur linéaire',
    'Diffusore lineare',
    'Difusor linear',
    'Schlitzauslass',
  ),
  w(
    'Plénum motorizado',
    'Motorised plenum',
    'Plénum motorisé',
    'Plenum motorizzato',
    'Plenum motorizado',
    'Motorplenum',
  ),
  w(
    'Fuente de alimentación',
    'Power supply',
    'Alimentation',
    'Alimentatore',
    'Fonte de alimentação',
    'Netzteil',
  ),
  w('Servidor web', 'Web server', 'Serveur web', 'Server web', 'Servidor web', 'Webserver'),
  w(
    'Repetidor radio',
    'Radio repeater',
    'Répéteur radio',
    'Ripetitore radio',
    'Repetidor rádio',
    'Funkrepeater',
  ),
  w(
    'Sensor de calidad de aire',
    'Air quality sensor',
    "Capteur de qualité d'air",
    "Sensore qualità dell'aria",
    'Sensor de qualidade do ar',
    'Luftqualitätssensor',
  ),
  w(
    'Purificador iónico',
    'Ionic purifier',
    'Purificateur ionique',
    'Purificatore ionico',
    'Purificador iónico',
    'Ionenreiniger',
  ),
  w(
    'Controlador de fancoil',
    'Fan coil controller',
    'Régulateur de ventilo-convecteur',
    'Controllore fancoil',
    'Controlador de ventiloconvector',
    'Gebläsekonvektorregler',
  ),
  w(
    'Cabezal electrotérmico',
    'Electrothermal head',
    'Tête électrothermique',
    'Testina elettrotermica',
    'Cabeça eletrotérmica',
    'Stellantrieb',
  ),
  w(
    'Kit de zonificación',
    'Zoning kit',
    'Kit de zonage',
    'Kit di zonizzazione',
    'Kit de zonamento',
    'Zonierungsset',
  ),
  w(
    'Receptor de infrarrojos',
    'Infrared receiver',
    'Récepteur infrarouge',
    'Ricevitore infrarossi',
    'Recetor de infravermelhos',
    'Infrarotempfänger',
  ),
];

/** Product lines: brand words, the same in every language. The bench searches for one of them. */
export const SERIES = [
  'Blueface',
  'Think',
  'Lite',
  'Flexa',
  'Easyzone',
  'Aidoo',
  'Acuazone',
  'Innobus',
  'Radiant',
  'Zonefy',
  'Cloud',
  'Nexus',
  'Zero',
  'Style',
  'Smart',
  'Tacto',
  'Vento',
  'Quadra',
  'Orbis',
  'Polar',
  'Nimbus',
  'Brisa',
  'Calima',
  'Siroco',
  'Levante',
  'Mistral',
  'Tramontana',
  'Alisio',
  'Bora',
  'Cierzo',
  'Aurora',
  'Helios',
  'Kelvin',
  'Celsius',
  'Fahrenheit',
  'Joule',
  'Watt',
  'Tesla',
  'Volta',
  'Ampere',
] as const;

export const VARIANTS: Words[] = [
  w('cableado', 'wired', 'filaire', 'cablato', 'com fios', 'verkabelt'),
  w('radio', 'wireless', 'radio', 'radio', 'rádio', 'Funk'),
  w('Wi-Fi', 'Wi-Fi', 'Wi-Fi', 'Wi-Fi', 'Wi-Fi', 'WLAN'),
  w('Bluetooth', 'Bluetooth', 'Bluetooth', 'Bluetooth', 'Bluetooth', 'Bluetooth'),
  w('Modbus', 'Modbus', 'Modbus', 'Modbus', 'Modbus', 'Modbus'),
  w('KNX', 'KNX', 'KNX', 'KNX', 'KNX', 'KNX'),
  w('BACnet', 'BACnet', 'BACnet', 'BACnet', 'BACnet', 'BACnet'),
  w('de superficie', 'surface-mounted', 'en saillie', 'da superficie', 'de superfície', 'Aufputz'),
];

export const COLOURS: Words[] = [
  w('blanco', 'white', 'blanc', 'bianco', 'branco', 'weiß'),
  w('negro', 'black', 'noir', 'nero', 'preto', 'schwarz'),
  w('gris', 'grey', 'gris', 'grigio', 'cinzento', 'grau'),
  w('plata', 'silver', 'argent', 'argento', 'prata', 'silber'),
];

export const SIZES = ['', '', '150x100', '200x100', '300x150', '400x200', '500x250', 'Ø200', 'Ø250'] as const;

export const FAMILY_WORDS: Words[] = [
  w('Controladores', 'Controllers', 'Régulateurs', 'Controllori', 'Controladores', 'Regler'),
  w('Termostatos', 'Thermostats', 'Thermostats', 'Termostati', 'Termóstatos', 'Thermostate'),
  w('Difusión', 'Air diffusion', "Diffusion d'air", 'Diffusione', 'Difusão', 'Luftverteilung'),
  w('Compuertas', 'Dampers', 'Registres', 'Serrande', 'Comportas', 'Klappen'),
  w('Comunicaciones', 'Communications', 'Communications', 'Comunicazioni', 'Comunicações', 'Kommunikation'),
  w('Accesorios', 'Accessories', 'Accessoires', 'Accessori', 'Acessórios', 'Zubehör'),
  w('Hidrónica', 'Hydronics', 'Hydronique', 'Idronica', 'Hidrónica', 'Hydraulik'),
  w(
    'Calidad de aire',
    'Air quality',
    "Qualité d'air",
    "Qualità dell'aria",
    'Qualidade do ar',
    'Luftqualität',
  ),
];

/** Sentences of descriptions; {type}, {series}, {variant}, {n} are filled in. */
export const SENTENCES: Record<Lang, string[]> = {
  es: [
    '{type} {series} para instalaciones de zonificación con comunicación {variant}.',
    'Permite controlar hasta {n} zonas de forma independiente con un consumo mínimo.',
    'Diseño compacto, montaje rápido y configuración desde la aplicación.',
    'Compatible con las principales unidades de conductos del mercado.',
    'Incluye sonda de temperatura y humedad integrada y pantalla de bajo consumo.',
  ],
  en: [
    '{type} {series} for zoning installations with {variant} communication.',
    'Controls up to {n} zones independently with minimal power consumption.',
    'Compact design, quick mounting and set-up from the app.',
    'Compatible with the main ducted units on the market.',
    'Includes a built-in temperature and humidity probe and a low-power display.',
  ],
  fr: [
    '{type} {series} pour installations de zonage avec communication {variant}.',
    "Permet de contrôler jusqu'à {n} zones de façon indépendante avec une consommation minimale.",
    "Design compact, montage rapide et configuration depuis l'application.",
    'Compatible avec les principales unités gainables du marché.',
    "Inclut une sonde de température et d'humidité intégrée et un écran basse consommation.",
  ],
  it: [
    '{type} {series} per impianti di zonizzazione con comunicazione {variant}.',
    'Consente di controllare fino a {n} zone in modo indipendente con consumi minimi.',
    "Design compatto, montaggio rapido e configurazione dall'app.",
    'Compatibile con le principali unità canalizzate del mercato.',
    'Include una sonda di temperatura e umidità integrata e un display a basso consumo.',
  ],
  pt: [
    '{type} {series} para instalações de zonamento com comunicação {variant}.',
    'Permite controlar até {n} zonas de forma independente com um consumo mínimo.',
    'Design compacto, montagem rápida e configuração a partir da aplicação.',
    'Compatível com as principais unidades de condutas do mercado.',
    'Inclui sonda de temperatura e humidade integrada e ecrã de baixo consumo.',
  ],
  de: [
    '{type} {series} für Zonierungsanlagen mit {variant}-Kommunikation.',
    'Steuert bis zu {n} Zonen unabhängig voneinander bei minimalem Verbrauch.',
    'Kompaktes Design, schnelle Montage und Einrichtung über die App.',
    'Kompatibel mit den wichtigsten Kanalgeräten auf dem Markt.',
    'Mit integriertem Temperatur- und Feuchtefühler und stromsparendem Display.',
  ],
};

export const MARKETS: [iso: string, name: string, languages: Lang[]][] = [
  ['ES', 'España', ['es', 'en']],
  ['PT', 'Portugal', ['pt', 'es']],
  ['FR', 'France', ['fr']],
  ['IT', 'Italia', ['it']],
  ['DE', 'Deutschland', ['de']],
  ['AT', 'Österreich', ['de']],
  ['CH', 'Schweiz', ['de', 'fr', 'it']],
  ['BE', 'Belgique', ['fr']],
  ['NL', 'Nederland', ['en']],
  ['UK', 'United Kingdom', ['en']],
  ['IE', 'Ireland', ['en']],
  ['US', 'United States', ['en', 'es']],
  ['MX', 'México', ['es']],
  ['CO', 'Colombia', ['es']],
  ['CL', 'Chile', ['es']],
  ['AR', 'Argentina', ['es']],
  ['BR', 'Brasil', ['pt']],
  ['MA', 'Maroc', ['fr']],
  ['AE', 'United Arab Emirates', ['en']],
  ['AU', 'Australia', ['en']],
];

export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
