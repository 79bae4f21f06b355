import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * Demo QR redirections: a few hundred codes printed on the demo articles' boxes and manuals (one per
 * article and use, the app's store links for phones, a campaign on most), a few inactive; their scans
 * over the last six months (people on the three devices from a few countries, robots apart); and
 * legacy codes at the old `/qr.php?id=` address, one already converted. Insert-selects: a handful
 * of statements whatever the number of rows. Idempotent: an existing code is left as it is.
 */
export async function seedDemoQr(tx: Tx) {
  await tx.execute(sql`
    insert into qr_redirections (az_iso, active, type, description, markets, languages, link_default, link_ios,
      link_android, utm_source, utm_medium, utm_campaign, translations)
    select left('QR-' || upper(k.type) || '-' || p.az_iso, 60),
      (p.id + k.n) % 17 <> 0,
      k.type,
      initcap(k.type) || ' · ' || p.name,
      (select coalesce(array_agg(m order by m), '{}') from unnest(p.markets_available[1:2]) m),
      -- Sorted, as a save stores them.
      array['en', 'es', 'pt'],
      'https://www.airzonecontrol.com/es/' || k.path || '/' || coalesce(p.slug, lower(p.az_iso)),
      case when k.type in ('product', 'support') then 'https://apps.apple.com/es/app/airzone-cloud/id1145386614' end,
      case when k.type in ('product', 'support') then 'https://play.google.com/store/apps/details?id=com.airzone.cloud' end,
      case when (p.id + k.n) % 5 <> 0 then 'qr' end,
      case when (p.id + k.n) % 5 <> 0 then k.medium end,
      case when (p.id + k.n) % 5 <> 0 then lower(p.az_iso) || '-' || k.type end,
      jsonb_build_object(
        'es', jsonb_build_object('seo_title', p.name, 'seo_description', initcap(k.type) || ' de ' || p.name),
        'en', jsonb_build_object('seo_title', p.name, 'seo_description', initcap(k.type) || ' for ' || p.name,
          'link', 'https://www.airzonecontrol.com/en/' || k.path || '/' || coalesce(p.slug, lower(p.az_iso))),
        'pt', jsonb_build_object('seo_title', p.name,
          'link', 'https://www.airzonecontrol.com/pt/' || k.path || '/' || coalesce(p.slug, lower(p.az_iso))))
    from (select a.id, a.az_iso, a.name, a.slug, pr.markets_available
      from articles a join products pr on pr.id = a.product_id order by a.id limit 100) p
    cross join (values (1, 'product', 'producto', 'packaging'), (2, 'manual', 'manuales', 'manual'),
      (3, 'support', 'soporte', 'sticker')) as k(n, type, path, medium)
    on conflict (az_iso) do nothing`);

  await tx.execute(sql`
    insert into qr_redirections_legacy (code, active, description, destination_url, created_at, updated_at)
    select (1000 + g)::text, g % 9 <> 0,
      'Código impreso en ' || (array['manual Innobus Pro32', 'caja Flexa 3.0', 'catálogo 2019', 'termostato Blueface', 'ficha Think radio'])[1 + g % 5],
      'https://www.airzonecontrol.com/es/descargas/' || (1000 + g), now() - (g || ' days')::interval * 20,
      now() - (g || ' days')::interval * 20
    from generate_series(1, 40) g
    on conflict (code) do nothing`);

  // One legacy code already converted: its printed address answers through the new redirection.
  await tx.execute(sql`
    with made as (
      insert into qr_redirections (az_iso, active, type, description, link_default, utm_source, utm_medium, utm_campaign)
      select 'LEGACY_1001', true, 'manual', description, destination_url, 'qr', 'manual', 'legacy-1001'
      from qr_redirections_legacy where code = '1001'
      on conflict (az_iso) do nothing returning id)
    update qr_redirections_legacy set redirection_id = made.id, converted_at = now() - interval '30 days'
    from made where code = '1001'`);

  // Six months of scans, only on a first seed (the counters are the live ones afterwards).
  const counted = await tx.execute(sql`select 1 from qr_scan_days limit 1`);
  if (counted.rows.length > 0) return;
  await tx.execute(sql`
    insert into qr_scan_days (redirection_id, legacy_id, day, device, country, bot, scans)
    select r.id, null::int, d.day, v.device, c.country, false, 1 + abs(hashtext(r.az_iso || d.day || v.device)) % 12
    from qr_redirections r
    cross join lateral (select (current_date - g)::date as day from generate_series(0, 180) g
      where abs(hashtext(r.az_iso || g)) % 100 < 25) d
    cross join (values ('ios'), ('android'), ('other')) v(device)
    cross join lateral (select (array['ES', 'ES', 'ES', 'PT', 'FR', 'IT', ''])[1 + abs(hashtext(r.az_iso || d.day)) % 7] as country) c
    union all
    select r.id, null::int, d.day, 'other', '', true, 1 + abs(hashtext(r.az_iso || d.day)) % 3
    from qr_redirections r
    cross join lateral (select (current_date - g)::date as day from generate_series(0, 180, 7) g) d
    union all
    select l.redirection_id, l.id, (current_date - g)::date, (array['ios', 'android', 'other'])[1 + g % 3], 'ES', false, 1 + g % 4
    from qr_redirections_legacy l cross join generate_series(0, 120, 3) g
    on conflict on constraint qr_scan_days_key do nothing`);
}
