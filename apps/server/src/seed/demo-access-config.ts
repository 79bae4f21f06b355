import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/** What each demo role group is for, shown on the groups list. */
const GROUP_DESCRIPTIONS: Record<string, string> = {
  Administración: 'Dirección y sistemas: acceso completo al back-office',
  Catálogo: 'Producto y marketing: gamas, familias, artículos, multimedia e importaciones',
  'Catálogo (solo lectura)': 'Comercial y atención al cliente: consultan el catálogo sin cambiarlo',
  Posventa: 'Servicio técnico (SAT): devoluciones, garantías, envíos y plan Renove',
  Profesionales: 'Instaladores y distribuidores con cuenta en la tienda profesional',
};

interface DemoApplication {
  name: string;
  description: string;
  url: string;
  sort_key: number;
  managers_only?: boolean;
  /** Role groups that see it (none: everybody). */
  groups?: string[];
}

/** The home screen's applications beyond the three of the catalogue demo. */
const APPLICATIONS: DemoApplication[] = [
  {
    name: 'CRM Comercial',
    description: 'Clientes, oportunidades y visitas de la red comercial',
    url: 'https://crm.climatecorp.example.com/login',
    sort_key: 4,
    groups: ['Administración', 'Catálogo (solo lectura)'],
  },
  {
    name: 'A3 ERP',
    description: 'Pedidos, facturación y stock',
    url: 'https://erp.climatecorp.example.com/a3erp',
    sort_key: 5,
    managers_only: true,
  },
  {
    name: 'Portal de soporte técnico',
    description: 'Incidencias, manuales de servicio y repuestos',
    url: 'https://soporte.climatecorp.example.com',
    sort_key: 6,
    groups: ['Posventa', 'Administración'],
  },
  {
    name: 'Gestor de contenidos web',
    description: 'Páginas de producto y noticias de la web pública',
    url: 'https://cms.climatecorp.example.com/admin',
    sort_key: 7,
    groups: ['Catálogo', 'Administración'],
  },
  {
    name: 'Portal del empleado (RR. HH.)',
    description: 'Nóminas, vacaciones y formación interna',
    url: 'https://rrhh.climatecorp.example.com',
    sort_key: 8,
  },
];

/** Installer tiers of the professional programme. */
const RANKS = [
  ['BRONZE', 'Bronce', 'Instalador registrado: acceso a la tienda profesional', 10],
  ['SILVER', 'Plata', 'Más de 25 instalaciones al año: formación bonificada', 20],
  ['GOLD', 'Oro', 'Más de 75 instalaciones al año: soporte prioritario y descuentos por volumen', 30],
  ['PLATINUM', 'Platino', 'Instalador de referencia: visitas de obra y material de demostración', 40],
] as const;

/** Demo descriptions, corporate applications and ranks; each only where it is missing. */
export async function seedDemoAccessConfig(tx: Tx) {
  for (const [name, description] of Object.entries(GROUP_DESCRIPTIONS)) {
    await tx.execute(
      sql`update role_groups set description = ${description} where name = ${name} and description = ''`,
    );
  }
  for (const app of APPLICATIONS) {
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into corporate_applications (name, description, url, sort_key, managers_only)
      select ${app.name}, ${app.description}, ${app.url}, ${app.sort_key}, ${app.managers_only ?? false}
      where not exists (select 1 from corporate_applications where name = ${app.name})
      returning id`);
    const id = inserted.rows[0]?.id;
    if (id && app.groups?.length) {
      await tx.execute(sql`
        insert into corporate_application_role_groups (corporate_application_id, role_group_id)
        select ${id}, g.id from role_groups g where g.name = any(${sql.param(app.groups)}::text[])
        on conflict do nothing`);
    }
  }
  for (const [az_iso, name, description, sort_key] of RANKS) {
    await tx.execute(sql`
      insert into ranks (az_iso, name, description, sort_key) values (${az_iso}, ${name}, ${description}, ${sort_key})
      on conflict (az_iso) do nothing`);
  }
}
