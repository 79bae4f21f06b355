import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, removeLeftovers, signInAs } from './src/catalogue/catalogue-session.ts';
import { choose, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();

/** The five target selectors by their labels. */
const TARGETS = ['Artículo', 'Producto', 'Gama', 'Sistema', 'Familia'] as const;
type Target = (typeof TARGETS)[number];

/** A select by its label (its listbox carries the same label). */
const combo = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()+]/g, '\\$&')}( \\*)?$`) });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await toast(page, 'Se ha guardado correctamente').waitFor();
}

/** An async select: type part of the code, pick the option. */
async function search(page: Page, label: string, text: string, option: string) {
  const box = combo(page, label);
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function visibleTargets(page: Page): Promise<Target[]> {
  const shown: Target[] = [];
  for (const target of TARGETS) if ((await combo(page, target).count()) > 0) shown.push(target);
  return shown;
}

async function firstOf(page: Page, path: string, key: string) {
  const answer = await gatewayCall(page, 'GET', `msproduct.v1/${path}?search=`);
  const row = (answer.json[key] as { data: { az_iso: string; name: string }[] }).data[0]!;
  return { code: row.az_iso, label: `${row.az_iso} - ${row.name}` };
}

describe('catalogue content: categories, FAQs at five levels, autodiagnosis', () => {
  const browser = useBrowserSession(baseUrl);

  it('creates a category under another and lists it with its path', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    for (const iso of ['E2E_CAT_CHILD', 'E2E_CAT_PARENT']) {
      await removeLeftovers(page, 'msproduct.v1/admin/categories', 'categories', iso);
    }
    for (const [iso, name, parent] of [
      ['E2E_CAT_PARENT', 'Aerotermia E2E', null],
      ['E2E_CAT_CHILD', 'Bombas de calor E2E', 'E2E_CAT_PARENT - Aerotermia E2E'],
    ] as const) {
      await page.goto('/categories/create');
      await page.getByRole('heading', { name: 'Crear categoría' }).waitFor();
      await field(page, 'Código').fill(iso);
      await field(page, 'Orden').fill('900');
      await field(page, 'Nombre').fill(name);
      if (parent) await choose(page, combo(page, 'Categoría padre'), parent);
      if (parent) expect(await accessibilityProblems(page)).toBe('');
      await save(page);
      await page.waitForURL(pathIs(/^\/categories\/\d+$/));
    }
    // The list shows each category's place in the tree.
    await page.goto('/categories?search=E2E_CAT_CHILD');
    await page.getByRole('cell', { name: 'Aerotermia E2E › Bombas de calor E2E' }).waitFor(SETTLE);
    expect(await accessibilityProblems(page)).toBe('');
    expect(problems).toEqual([]);
  });

  it('creates a FAQ at each of the five levels, the form showing only that level selectors', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    // FAQs have no code: earlier runs' are found by their question.
    const context = encodeURIComponent(
      JSON.stringify({ currentPage: 1, perPage: 50, filter: { question: 'E2E ' } }),
    );
    const old = await gatewayCall(page, 'GET', `msproduct.v1/admin/faqs?context=${context}`);
    for (const row of (old.json.faqs as { data: { id: number }[] }).data) {
      await gatewayCall(page, 'DELETE', `msproduct.v1/admin/faqs/${row.id}`);
    }
    const product = await firstOf(page, 'admin/products/products-selector', 'products');
    const article = await firstOf(page, 'admin/articles/articles-selector', 'articles');
    const levels: [string, Target[], (page: Page) => Promise<void>][] = [
      ['Artículo', ['Artículo'], (p) => search(p, 'Artículo', article.code, article.label)],
      ['Producto', ['Producto'], (p) => search(p, 'Producto', product.code, product.label)],
      [
        'Categoría (gama + sistema + familia)',
        ['Gama', 'Sistema', 'Familia'],
        async (p) => {
          await choose(p, combo(p, 'Gama'), 'AZ6 - Airzone 6000');
          await choose(p, combo(p, 'Sistema'), 'AZ6_FLEXA - Flexa 4.0');
          await search(p, 'Familia', 'AZ6_FLEXA_TH', 'AZ6_FLEXA_THERM - Thermostats');
        },
      ],
      [
        'Gama + sistema',
        ['Gama', 'Sistema'],
        async (p) => {
          await choose(p, combo(p, 'Gama'), 'AZ6 - Airzone 6000');
          await choose(p, combo(p, 'Sistema'), 'AZ6_FLEXA - Flexa 4.0');
        },
      ],
      ['Gama', ['Gama'], (p) => choose(p, combo(p, 'Gama'), 'AZ6 - Airzone 6000')],
    ];
    for (const [level, targets, fill] of levels) {
      await page.goto('/faqs/create');
      await page.getByRole('heading', { name: 'Crear FAQ' }).waitFor();
      expect(await visibleTargets(page)).toEqual([]);
      await choose(page, combo(page, 'Nivel'), level);
      await expect.poll(() => visibleTargets(page), SETTLE).toEqual(targets);
      await fill(page);
      await field(page, 'Pregunta').fill(`E2E ${level}: ¿cómo se configura?`);
      await field(page, 'Respuesta').fill('Desde la app Airzone Cloud, en Ajustes.');
      await field(page, 'Orden').fill('900');
      if (level === 'Gama') expect(await accessibilityProblems(page)).toBe('');
      await save(page);
      await page.waitForURL(pathIs(/^\/faqs\/\d+$/));
    }
    const all = await gatewayCall(page, 'GET', `msproduct.v1/admin/faqs?context=${context}`);
    const saved = (all.json.faqs as { data: { level: string; family_id: number | null }[] }).data;
    expect(saved.map((row) => row.level).sort()).toEqual([
      'article',
      'category',
      'product',
      'range',
      'system',
    ]);
    await page.goto('/faqs');
    await page.getByRole('table', { name: 'FAQs' }).waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    expect(problems).toEqual([]);
  });

  it('creates an autodiagnosis with two checks', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(page, 'msproduct.v1/admin/autodiagnosis', 'autodiagnoses', 'E2E_');
    await page.goto('/autodiagnosis/create');
    await page.getByRole('heading', { name: 'Crear autodiagnóstico' }).waitFor();
    await field(page, 'Código').fill('E2E_SIN_FRIO');
    await choose(page, combo(page, 'Nivel'), 'Familia');
    await search(page, 'Familia', 'AZ6_FLEXA_TH', 'AZ6_FLEXA_THERM - Thermostats');
    await field(page, 'Síntoma').fill('La zona no enfría');
    await field(page, 'Solución final').fill('Contacta con el servicio técnico.');
    const checks = [
      ['¿Está la zona encendida en modo frío?', 'Enciende la zona y elige el modo frío.'],
      ['¿Se abre la compuerta al bajar la consigna?', 'Revisa el motor de la compuerta.'],
    ];
    for (const [index, [question, solution]] of checks.entries()) {
      await page.getByRole('button', { name: 'Añadir fila' }).click();
      await field(page, `Pregunta ${index + 1}`).fill(question!);
      await field(page, `Solución si la respuesta es no ${index + 1}`).fill(solution!);
    }
    // A check is translated in its own dialog, like the symptom in the form's panel.
    await page.getByRole('button', { name: 'Traducciones 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Traducciones: Traducciones 2' });
    await dialog.getByRole('tab', { name: 'English' }).click();
    await field(page, 'Pregunta (EN)').fill('Does the damper open when the set point is lowered?');
    expect(await accessibilityProblems(page)).toBe('');
    await dialog.getByRole('button', { name: 'Hecho' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Traducciones 2' }).textContent(), SETTLE)
      .toBe('Traducciones (1)');
    expect(await accessibilityProblems(page)).toBe('');
    await save(page);
    await page.waitForURL(pathIs(/^\/autodiagnosis\/\d+$/));
    await expect.poll(() => field(page, 'Pregunta 2').inputValue(), SETTLE).toBe(checks[1]![0]);
    await expect
      .poll(() => page.getByRole('button', { name: 'Traducciones 2' }).textContent(), SETTLE)
      .toBe('Traducciones (1)');
    await page.goto('/autodiagnosis');
    await page.getByRole('cell', { name: 'La zona no enfría' }).waitFor(SETTLE);
    expect(await accessibilityProblems(page)).toBe('');
    expect(problems).toEqual([]);
  });
});
