import { modelKey } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { loadInBulk } from '../platform/bulk-load.ts';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * Demo compatibility data (issue 31): the indoor units of ten real manufacturers as their catalogues
 * name them (Daikin FXSQ50A, Mitsubishi Electric PEAD-M71JA, Fujitsu ARXG24KMLA...), their protocols,
 * and a few thousand compatibilities of our demo articles with them, each written in one statement.
 */

/** [az_iso, name, protocol_active, easyzone_active]; the catalogue's demo already has some of them. */
const MANUFACTURERS = [
  ['DAIKIN', 'Daikin', true, true],
  ['MITSUBISHI', 'Mitsubishi Electric', true, true],
  ['FUJITSU', 'Fujitsu', true, true],
  ['LG', 'LG Electronics', true, false],
  ['SAMSUNG', 'Samsung', true, false],
  ['PANASONIC', 'Panasonic', true, true],
  ['TOSHIBA', 'Toshiba', true, false],
  ['HITACHI', 'Hitachi', true, false],
  ['GREE', 'Gree', false, false],
  ['HAIER', 'Haier', false, false],
] as const;

const TYPES = [
  ['DUCTED', 10, 'Conductos', 'Ducted', 'Gainable', 'Canalizzato', 'Condutas'],
  ['CASSETTE', 20, 'Cassette', 'Cassette', 'Cassette', 'Cassetta', 'Cassete'],
  ['WALL', 30, 'Split de pared', 'Wall split', 'Split mural', 'Split a parete', 'Split de parede'],
  [
    'FLOOR_CEILING',
    40,
    'Suelo-techo',
    'Floor-ceiling',
    'Plafonnier-allège',
    'Pavimento-soffitto',
    'Chão-teto',
  ],
] as const;

/** [az_iso, order, colour, es, en, fr, it, pt] */
const COMPATIBILITY_TYPES = [
  ['FULL', 10, '2f9e44', 'Compatible', 'Compatible', 'Compatible', 'Compatibile', 'Compatível'],
  [
    'PARTIAL',
    20,
    'f08c00',
    'Compatibilidad parcial',
    'Partly compatible',
    'Compatibilité partielle',
    'Compatibilità parziale',
    'Compatibilidade parcial',
  ],
  [
    'ACCESSORY',
    30,
    '1c7ed6',
    'Necesita accesorio',
    'Needs an accessory',
    'Nécessite un accessoire',
    'Richiede un accessorio',
    'Necessita de acessório',
  ],
  [
    'NOT_COMPATIBLE',
    40,
    'e03131',
    'No compatible',
    'Not compatible',
    'Non compatible',
    'Non compatibile',
    'Não compatível',
  ],
] as const;

/** [az_iso, severity, types, es, en, fr, it, pt] */
const WARNINGS = [
  [
    'FW_GATEWAY',
    'warning',
    ['ACCESSORY', 'PARTIAL'],
    'Requiere la pasarela con firmware 2.1 o posterior',
    'Needs the gateway with firmware 2.1 or later',
    'Nécessite la passerelle avec le firmware 2.1 ou ultérieur',
    'Richiede il gateway con firmware 2.1 o successivo',
    'Requer o gateway com firmware 2.1 ou posterior',
  ],
  [
    'NO_FAN_AUTO',
    'info',
    ['PARTIAL'],
    'La velocidad automática del ventilador no está disponible',
    'Automatic fan speed is not available',
    "La vitesse automatique du ventilateur n'est pas disponible",
    'La velocità automatica del ventilatore non è disponibile',
    'A velocidade automática do ventilador não está disponível',
  ],
  [
    'NO_SWING',
    'info',
    ['PARTIAL'],
    'El control de lamas no está disponible',
    'Louvre control is not available',
    "Le contrôle des volets n'est pas disponible",
    'Il controllo delle alette non è disponibile',
    'O controlo das lâminas não está disponível',
  ],
  [
    'WIRED_REMOTE',
    'warning',
    ['FULL', 'PARTIAL'],
    'Configura el mando por cable del fabricante como secundario o retíralo',
    "Set the manufacturer's wired remote as secondary or remove it",
    'Configurez la télécommande filaire du fabricant en secondaire ou retirez-la',
    'Imposta il comando a filo del produttore come secondario o rimuovilo',
    'Configure o comando por cabo do fabricante como secundário ou retire-o',
  ],
  [
    'DIP_SWITCH',
    'critical',
    ['FULL', 'PARTIAL', 'ACCESSORY'],
    'Ajusta los microinterruptores de la placa de la unidad antes de conectar',
    "Set the DIP switches on the unit's board before connecting",
    "Réglez les micro-interrupteurs de la carte de l'unité avant de brancher",
    "Imposta i DIP switch della scheda dell'unità prima di collegare",
    'Ajuste os microinterruptores da placa da unidade antes de ligar',
  ],
] as const;

/** [az_iso, name, manufacturers, es description] */
const PROTOCOLS = [
  ['DAIKIN_P1P2', 'Daikin P1/P2', ['DAIKIN']],
  ['MITSUBISHI_CN105', 'Mitsubishi Electric CN105', ['MITSUBISHI']],
  ['FUJITSU_UART', 'Fujitsu UART', ['FUJITSU']],
  ['LG_CN_CTRL', 'LG CN-CTRL', ['LG']],
  ['SAMSUNG_NASA', 'Samsung NASA', ['SAMSUNG']],
  ['PANASONIC_CNCNT', 'Panasonic CN-CNT', ['PANASONIC']],
  ['TOSHIBA_AB', 'Toshiba AB bus', ['TOSHIBA']],
  ['HITACHI_HLINK', 'Hitachi H-Link', ['HITACHI']],
  ['MODBUS_RTU', 'Modbus RTU', ['LG', 'SAMSUNG', 'TOSHIBA', 'HITACHI']],
] as const;

/** [manufacturer, reference pattern with {n}, capacities, type, technology, commercial name] */
const SERIES: readonly (readonly [string, string, readonly string[], string, string, string])[] = [
  [
    'DAIKIN',
    'FXSQ{n}A',
    ['20', '25', '32', '40', '50', '63', '80', '100', '125'],
    'DUCTED',
    'VRF',
    'VRV conductos media presión',
  ],
  [
    'DAIKIN',
    'FBA{n}A',
    ['35', '50', '60', '71', '100', '125', '140'],
    'DUCTED',
    'INVERTER',
    'Sky Air conductos',
  ],
  [
    'DAIKIN',
    'FCAG{n}B',
    ['35', '50', '60', '71', '100'],
    'CASSETTE',
    'INVERTER',
    'Sky Air cassette Round Flow',
  ],
  ['DAIKIN', 'FTXM{n}R', ['20', '25', '35', '50'], 'WALL', 'INVERTER', 'Perfera'],
  [
    'MITSUBISHI',
    'PEAD-M{n}JA',
    ['35', '50', '60', '71', '100', '125', '140'],
    'DUCTED',
    'INVERTER',
    'Mr. Slim conductos',
  ],
  [
    'MITSUBISHI',
    'SEZ-M{n}DA',
    ['25', '35', '50', '60', '71'],
    'DUCTED',
    'INVERTER',
    'Conductos baja silueta',
  ],
  ['MITSUBISHI', 'PLA-M{n}EA', ['35', '50', '60', '71', '100'], 'CASSETTE', 'INVERTER', 'Cassette 4 vías'],
  ['MITSUBISHI', 'MSZ-LN{n}VG', ['25', '35', '50'], 'WALL', 'INVERTER', 'Kirigamine Style'],
  [
    'FUJITSU',
    'ARXG{n}KMLA',
    ['12', '14', '18', '22', '24', '30', '36'],
    'DUCTED',
    'INVERTER',
    'Conductos media presión',
  ],
  ['FUJITSU', 'ARXH{n}GATH', ['36', '45', '54'], 'DUCTED', 'INVERTER', 'Conductos alta presión'],
  ['FUJITSU', 'AUXG{n}KVLA', ['18', '24', '30'], 'CASSETTE', 'INVERTER', 'Cassette compacto'],
  ['FUJITSU', 'ASYG{n}KMTB', ['09', '12', '14'], 'WALL', 'INVERTER', 'Serie KM'],
  ['LG', 'ARNU{n}M2A4', ['07', '09', '12', '15', '18', '24'], 'DUCTED', 'VRF', 'Multi V conductos'],
  ['LG', 'CL{n}F.N10', ['09', '12', '18', '24'], 'DUCTED', 'INVERTER', 'Conductos baja silueta'],
  ['LG', 'UT{n}F.NA0', ['18', '24', '30', '36'], 'CASSETTE', 'INVERTER', 'Cassette 4 vías'],
  ['SAMSUNG', 'AC{n}RNMDKG', ['035', '052', '071', '100', '140'], 'DUCTED', 'INVERTER', 'Conductos MSP'],
  ['SAMSUNG', 'AC{n}RN4DKG', ['052', '071', '100'], 'CASSETTE', 'INVERTER', 'Cassette 4 vías'],
  [
    'PANASONIC',
    'S-{n}PF1E5B',
    ['36', '50', '60', '71', '100', '125'],
    'DUCTED',
    'INVERTER',
    'PACi conductos',
  ],
  ['PANASONIC', 'S-{n}PU2E5B', ['60', '71', '100'], 'CASSETTE', 'INVERTER', 'PACi cassette'],
  [
    'TOSHIBA',
    'RAV-RM{n}BTP-E',
    ['561', '801', '1101', '1401'],
    'DUCTED',
    'INVERTER',
    'Digital Inverter conductos',
  ],
  ['TOSHIBA', 'RAV-RM{n}UTP-E', ['561', '801'], 'CASSETTE', 'INVERTER', 'Cassette 4 vías'],
  [
    'HITACHI',
    'RPI-{n}FSN4E',
    ['2.0', '2.5', '3.0', '4.0', '5.0', '6.0'],
    'DUCTED',
    'INVERTER',
    'Utopia conductos',
  ],
  ['GREE', 'GUD{n}PS/A-T', ['35', '50', '71', '100', '125'], 'DUCTED', 'INVERTER', 'U-Match conductos'],
  ['HAIER', 'AD{n}S2SM3FA', ['35', '50', '71', '105'], 'DUCTED', 'INVERTER', 'Conductos media presión'],
  ['HAIER', 'AC{n}S2SG1FA', ['35', '50', '71'], 'FLOOR_CEILING', 'INVERTER', 'Suelo-techo'],
];

const translatedNames = (es: string, en: string, fr: string, it: string, pt: string) =>
  JSON.stringify({
    es: { name: es },
    en: { name: en },
    fr: { name: fr },
    it: { name: it },
    pt: { name: pt },
  });

export async function seedDemoCompatibility(tx: Tx) {
  const seeded = await tx.execute(sql`select 1 from iu_models limit 1`);
  if (seeded.rows.length) return;
  await loadInBulk(tx, async () => {
    // Only the catalogue's own demo makers take part (a new maker would change every list of them the
    // demo and its e2e walk): their protocol and Easyzone flags; the other makers' rows are skipped.
    await tx.execute(sql`
      update manufacturers t set protocol_active = m.protocol_active, easyzone_active = m.easyzone_active
      from json_to_recordset(${JSON.stringify(MANUFACTURERS.map(([az_iso, name, protocol_active, easyzone_active]) => ({ az_iso, name, protocol_active, easyzone_active })))}::json)
        as m(az_iso text, name text, protocol_active boolean, easyzone_active boolean)
      where t.az_iso = m.az_iso`);
    await tx.execute(sql`
      insert into iu_model_types (az_iso, sort_key, name, translations)
      select v.az_iso, v.sort_key, v.name, v.translations::jsonb
      from json_to_recordset(${JSON.stringify(TYPES.map(([az_iso, sort_key, es, en, fr, it, pt]) => ({ az_iso, sort_key, name: es, translations: translatedNames(es, en, fr, it, pt) })))}::json)
        as v(az_iso text, sort_key int, name text, translations text)
      on conflict (az_iso) do nothing`);
    await tx.execute(sql`
      insert into compatibility_types (az_iso, sort_key, color, name, translations)
      select v.az_iso, v.sort_key, v.color, v.name, v.translations::jsonb
      from json_to_recordset(${JSON.stringify(COMPATIBILITY_TYPES.map(([az_iso, sort_key, color, es, en, fr, it, pt]) => ({ az_iso, sort_key, color, name: es, translations: translatedNames(es, en, fr, it, pt) })))}::json)
        as v(az_iso text, sort_key int, color text, name text, translations text)
      on conflict (az_iso) do nothing`);
    const warnings = WARNINGS.map(([az_iso, severity, types, es, en, fr, it, pt]) => ({
      az_iso,
      severity,
      types,
      translations: JSON.stringify({
        es: { text: es },
        en: { text: en },
        fr: { text: fr },
        it: { text: it },
        pt: { text: pt },
      }),
    }));
    await tx.execute(sql`
      insert into compatibility_warnings (az_iso, severity, compatibility_types, translations)
      select v.az_iso, v.severity,
        array(select c.id from compatibility_types c where c.az_iso in (select json_array_elements_text(v.types)) order by c.id),
        v.translations::jsonb
      from json_to_recordset(${JSON.stringify(warnings)}::json) as v(az_iso text, severity text, types json, translations text)
      on conflict (az_iso) do nothing`);
    const protocols = PROTOCOLS.map(([az_iso, name, makers]) => ({
      az_iso,
      name,
      makers,
      translations: JSON.stringify({
        es: { description: `Bus de comunicación ${name} entre la unidad interior y nuestra pasarela` },
        en: { description: `${name} communication bus between the indoor unit and our gateway` },
      }),
    }));
    await tx.execute(sql`
      insert into communication_protocols (az_iso, name, manufacturers, translations)
      select v.az_iso, v.name,
        array(select m.id from manufacturers m where m.az_iso in (select json_array_elements_text(v.makers)) and m.protocol_active order by m.id),
        v.translations::jsonb
      from json_to_recordset(${JSON.stringify(protocols)}::json) as v(az_iso text, name text, makers json, translations text)
      on conflict (az_iso) do nothing`);
    const models = SERIES.flatMap(([maker, pattern, capacities, type, technology, commercial]) =>
      capacities.map((n) => {
        const reference = pattern.replace('{n}', n);
        return { maker, reference, key: modelKey(reference), type, technology, commercial };
      }),
    );
    // Oldest first, so the list (newest first) opens on the first series' last model.
    await tx.execute(sql`
      insert into iu_models (manufacturer_id, model_reference, model_key, commercial_name, iu_model_type_id,
        iu_model_technology_id, protocols, created_at)
      select m.id, v.reference, v.key, v.commercial,
        (select y.id from iu_model_types y where y.az_iso = v.type),
        (select y.id from iu_model_technologies y where y.az_iso = v.technology),
        array(select p.id from communication_protocols p where m.id = any(p.manufacturers) order by p.id),
        now() - (v.n || ' hours')::interval
      from json_to_recordset(${JSON.stringify(models.map((model, n) => ({ ...model, n: models.length - n })))}::json)
        as v(maker text, reference text, key text, type text, technology text, commercial text, n int)
      join manufacturers m on m.az_iso = v.maker
      on conflict (manufacturer_id, model_key) do nothing`);
    // Each article with about one model in 17, each model with about one article in 17: every article
    // and every model has some. The type, warnings and accessory follow a hash of the pair.
    await tx.execute(sql`
      with pairs as (
        select a.id as article_id, u.id as iu_model_id, m.protocol_active, m.easyzone_active,
          (a.id * 31 + u.id * 17) % 20 as h, u.protocols
        from articles a cross join iu_models u join manufacturers m on m.id = u.manufacturer_id
        where (a.id * 7 + u.id * 11) % 17 = 0
      ), typed as (
        select p.*, case when h < 12 then 'FULL' when h < 16 then 'PARTIAL' when h < 19 then 'ACCESSORY'
          else 'NOT_COMPATIBLE' end as kind
        from pairs p
      ), gateway as (
        select id from articles where name ilike 'Pasarela%' order by id limit 1
      )
      insert into compatibilities (article_id, iu_model_id, compatibility_type_id, protocol_id, warnings,
        accessory_article_id, easyzone, notes)
      select t.article_id, t.iu_model_id, (select c.id from compatibility_types c where c.az_iso = t.kind),
        case when t.protocol_active and t.kind <> 'NOT_COMPATIBLE' then t.protocols[1] end,
        array(select w.id from compatibility_warnings w where
          (t.kind = 'PARTIAL' and w.az_iso = case when t.h % 2 = 0 then 'NO_FAN_AUTO' else 'NO_SWING' end)
          or (t.kind = 'ACCESSORY' and w.az_iso = 'FW_GATEWAY')
          or (t.kind = 'FULL' and t.h % 4 = 0 and w.az_iso = 'WIRED_REMOTE')
          or (t.kind <> 'NOT_COMPATIBLE' and t.h = 5 and w.az_iso = 'DIP_SWITCH')
          order by w.id),
        case when t.kind = 'ACCESSORY' then (select g.id from gateway g where g.id <> t.article_id) end,
        t.easyzone_active and t.kind in ('FULL', 'PARTIAL') and t.h % 3 = 0,
        case when t.kind = 'NOT_COMPATIBLE' then 'La unidad no expone el bus de comunicación' end
      from typed t
      on conflict (article_id, iu_model_id) do nothing`);
  });
}
