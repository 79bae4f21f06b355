import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const ARTICLES = 'msproduct.v1/admin/articles';
const CODE = 'E2E_ART_FULL';
const COPY = 'E2E_ART_COPY';
const PRODUCTS = 'msproduct.v1/admin/products';
const PRODUCT_CODE = 'E2E_PROD_FULL';
/** The async selects' debounce (SPEC-RULINGS: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;
const LANGUAGES = [
  ['Español', 'ES'],
  ['English', 'EN'],
  ['Français', 'FR'],
  ['Italiano', 'IT'],
  ['Português', 'PT'],
  ['Deutsch', 'DE'],
] as const;
/** A 1×1 PNG: each upload is its own stored file, whatever its bytes. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4YGUFAAMiAUUd4kQUAAAAAElFTkSuQmCC',
  'base64',
);

const combo = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()+]/g, '\\$&')}( \\*)?$`) });
/** A tab of the form; a tab holding an error is also named so ("… Esta pestaña tiene errores"). */
const formTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}( |$)`) });
const images = (page: Page) => page.getByTestId('ordered-image');
const shownImageOrder = (page: Page) =>
  images(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-url')));

async function removeTestArticles(page: Page) {
  for (const code of [COPY, CODE]) await gatewayCall(page, 'DELETE', `${ARTICLES}/${code}`);
}

/** The search a request of the products list asks for (the select's, in its context's filter), or ''. */
function productSearchOf(address: string): string {
  const url = new URL(address);
  const context = url.searchParams.get('context');
  if (!url.pathname.endsWith('/msproduct.v1/admin/products') || !context) return '';
  return String((JSON.parse(context) as { filter?: { search?: string } }).filter?.search ?? '');
}

async function readArticle(page: Page, code: string) {
  return (await gatewayCall(page, 'GET', `${ARTICLES}/${code}`)).json.article as Record<string, unknown>;
}

/** An async select: type part of the code, pick the option. */
async function search(page: Page, box: Locator, text: string, option: string) {
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function uploadImage(page: Page, name: string) {
  const before = await images(page).count();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Añadir imagen' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect.poll(() => images(page).count(), SETTLE).toBe(before + 1);
}

/** Drags one image's handle onto another image, as a mouse does (small steps, so dnd-kit follows). */
async function dragImage(page: Page, from: number, to: number) {
  const handle = page.getByRole('button', { name: `Arrastrar la imagen ${from} para cambiar su orden` });
  const source = await handle.boundingBox();
  const target = await images(page)
    .nth(to - 1)
    .boundingBox();
  if (!source || !target) throw new Error('images not shown');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 - 10, source.y + source.height / 2, { steps: 5 });
  await page.mouse.move(target.x + target.width / 4, target.y + target.height / 2, { steps: 20 });
  await page.mouse.up();
}

describe('articles: every field, in tabs', () => {
  const browser = useBrowserSession(baseUrl);

  it('creates an article with every tab filled, keeps its reordered images, and duplicates it', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeTestArticles(page);
    const product = (
      (await gatewayCall(page, 'GET', 'msproduct.v1/admin/products/products-selector?search=')).json
        .products as { data: { az_iso: string; name: string }[] }
    ).data[0]!;
    const articleType = (
      (await gatewayCall(page, 'GET', 'msproduct.v1/admin/article-types')).json.article_types as {
        az_iso: string;
        name: string;
      }[]
    )[0]!;

    await page.goto('/articles');
    await bodyRows(page, 'Artículos').first().waitFor();
    expect(await accessibilityProblems(page)).toBe('');

    await page.goto('/articles/create');
    await page.getByRole('heading', { name: 'Crear artículo' }).waitFor();
    expect(await accessibilityProblems(page)).toBe('');

    // General.
    await field(page, 'Código').fill(CODE);
    await field(page, 'Nombre').fill('Termostato E2E Blueface');
    // The product is searched on the server once 2 characters are typed (SPEC-RULINGS), not from the first.
    const productSearches: string[] = [];
    page.on('request', (request) => {
      const search = productSearchOf(request.url());
      if (search) productSearches.push(search);
    });
    await combo(page, 'Producto').click();
    await combo(page, 'Producto').fill(product.az_iso.slice(0, 1));
    await page.getByText('Escribe al menos 2 caracteres para buscar').waitFor();
    // Absence needs a wait: past the debounce, a search would have gone out.
    await page.waitForTimeout(2 * SEARCH_DEBOUNCE_MS);
    expect(productSearches).toEqual([]);
    const twoCharacters = page.waitForRequest(
      (request) => productSearchOf(request.url()) === product.az_iso.slice(0, 2),
    );
    await combo(page, 'Producto').fill(product.az_iso.slice(0, 2));
    await twoCharacters;
    await search(page, combo(page, 'Producto'), product.az_iso, `${product.az_iso} - ${product.name}`);
    await choose(page, combo(page, 'Tipo de artículo'), `${articleType.az_iso} - ${articleType.name}`);

    // A save without the six descriptions: refused here, and the translations tab is marked and opened.
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Comprueba el formulario').waitFor();
    await expect.poll(() => formTab(page, 'Traducciones').getAttribute('aria-selected'), SETTLE).toBe('true');

    for (const [language, suffix] of LANGUAGES) {
      await page.getByRole('tab', { name: language }).click();
      await field(page, `Descripción (${suffix})`).fill(`Termostato de prueba (${suffix})`);
    }

    // Lifecycle and flags.
    await formTab(page, 'Ciclo de vida e indicadores').click();
    await choose(page, combo(page, 'Ciclo de vida'), 'EoS');
    // A day is typed in the interface language's order, and spelled out below the box.
    await field(page, 'Fecha EoS (fin de venta)').fill('31/3/2026');
    await page.keyboard.press('Escape');
    await page.getByText('martes, 31 de marzo de 2026').waitFor();
    // Its calendar speaks the interface language too.
    await field(page, 'Fecha EoS (fin de venta)').click();
    await page.getByRole('button', { name: 'marzo 2026', exact: true }).waitFor();
    await saveScreenshot(page, 'article-date-calendar');
    expect(await accessibilityProblems(page)).toBe('');
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: 'Componente' }).check({ force: true });

    // Dimensions: the volume follows them as they are typed (the server stores it by the same rule).
    await formTab(page, 'Dimensiones').click();
    await field(page, 'EAN').fill('8412345678905');
    await field(page, 'Peso (kg)').fill('4.70');
    await field(page, 'Ancho (mm)').fill('120');
    await field(page, 'Alto (mm)').fill('80');
    expect(await field(page, 'Volumen (m³)').inputValue()).toBe('');
    await field(page, 'Fondo (mm)').fill('30');
    await expect.poll(() => field(page, 'Volumen (m³)').inputValue(), SETTLE).toBe('0,000288');
    await field(page, 'Fondo (mm)').fill('60');
    await expect.poll(() => field(page, 'Volumen (m³)').inputValue(), SETTLE).toBe('0,000576');
    await field(page, 'Fondo (mm)').fill('30');

    // Rates.
    await formTab(page, 'Tarifas').click();
    await page.getByRole('button', { name: 'Añadir fila' }).click();
    await choose(page, combo(page, 'Mercado 1'), 'ES - España');
    await page.getByRole('textbox', { name: 'Moneda 1' }).fill('EUR');
    await page.getByRole('textbox', { name: 'Precio de referencia 1' }).fill('129.90');
    await page.getByLabel('Válido desde 1').fill('01/01/2026');
    await page.keyboard.press('Escape');

    // Three images, the third dragged to the front.
    await formTab(page, 'Imágenes').click();
    for (const name of ['frontal.png', 'lateral.png', 'trasera.png']) await uploadImage(page, name);
    const uploaded = await shownImageOrder(page);
    expect(await accessibilityProblems(page)).toBe('');
    await dragImage(page, 3, 1);
    const expected = [uploaded[2], uploaded[0], uploaded[1]];
    await expect.poll(() => shownImageOrder(page), SETTLE).toEqual(expected);

    // Relations, attributes, media.
    // dnd-kit swallows the click that follows a drop: open the tab until it is shown, as a user would.
    await expect
      .poll(async () => {
        await formTab(page, 'Relaciones').click();
        return formTab(page, 'Relaciones').getAttribute('aria-selected');
      }, SETTLE)
      .toBe('true');
    const related = (
      (await gatewayCall(page, 'GET', `${ARTICLES}/articles-selector?search=AZD0001`)).json.articles as {
        data: { az_iso: string; name: string }[];
      }
    ).data[0]!;
    await search(
      page,
      combo(page, 'Artículos relacionados'),
      'AZD0001',
      `${related.az_iso} - ${related.name}`,
    );
    await page.keyboard.press('Escape');
    await formTab(page, 'Atributos').click();
    await choose(page, combo(page, 'TTO_COLOR - Color del termostato'), 'WHT');
    await formTab(page, 'Multimedia').click();
    await combo(page, 'Recursos multimedia').click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(`/articles/${CODE}`));

    const saved = await readArticle(page, CODE);
    expect(saved).toMatchObject({
      altra_status_iso: 'eos',
      eos: '2026-03-31',
      component: true,
      ean: '8412345678905',
      weight: 4.7,
      volume: 0.000288,
      images: expected,
      rates: [{ currency: 'EUR', reference_price: '129.90', valid_from: '2026-01-01' }],
    });
    expect((saved.related_articles as number[]).length).toBe(1);
    expect((saved.attribute_options as number[]).length).toBe(1);
    expect((saved.media_resources as number[]).length).toBe(1);

    // Reopened: the order is the saved one, the volume shown read-only.
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await page.waitForURL(pathIs(`/articles/${CODE}/edit`));
    await formTab(page, 'Ciclo de vida e indicadores').click();
    await expect.poll(() => field(page, 'Fecha EoS (fin de venta)').inputValue(), SETTLE).toBe('31/03/2026');
    await formTab(page, 'Dimensiones').click();
    await expect.poll(() => field(page, 'Volumen (m³)').inputValue(), SETTLE).toBe('0,000288');
    await formTab(page, 'Imágenes').click();
    await expect.poll(() => shownImageOrder(page), SETTLE).toEqual(expected);
    await saveScreenshot(page, 'catalogue-article-images');

    // Duplicate: prefilled, a new code and no EAN; rates, images and relations come along.
    await page.goto(`/articles/${CODE}`);
    await page.getByRole('link', { name: 'Duplicar', exact: true }).click();
    await page.getByRole('heading', { name: 'Duplicar artículo' }).waitFor();
    await expect.poll(() => field(page, 'Nombre').inputValue(), SETTLE).toBe('Termostato E2E Blueface');
    expect(await field(page, 'Código').inputValue()).toBe('');
    await field(page, 'Código').fill(COPY);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(`/articles/${COPY}`));
    const copy = await readArticle(page, COPY);
    expect(copy.ean).toBeNull();
    for (const key of ['images', 'rates', 'related_articles', 'attribute_options', 'media_resources']) {
      expect(copy[key], key).toEqual(saved[key]);
    }

    await removeTestArticles(page);
    expect(problems).toEqual([]);
  }, 180_000);

  it('creates a product with its relations and categories through its tabs', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await gatewayCall(page, 'DELETE', `${PRODUCTS}/${PRODUCT_CODE}`);
    const firstPage = encodeURIComponent(JSON.stringify({ currentPage: 1 }));
    const family = (
      (await gatewayCall(page, 'GET', `msproduct.v1/admin/families?context=${firstPage}`)).json.families as {
        data: { az_iso: string; name: string }[];
      }
    ).data[0]!;
    const similar = (
      (await gatewayCall(page, 'GET', 'msproduct.v1/admin/products/products-selector?search=')).json
        .products as { data: { az_iso: string; name: string }[] }
    ).data[0]!;
    const category = (
      (await gatewayCall(page, 'GET', 'msproduct.v1/categories')).json.categories as {
        az_iso: string;
        name: string;
      }[]
    )[0]!;

    await page.goto('/products/create');
    await page.getByRole('heading', { name: 'Crear producto' }).waitFor();
    await field(page, 'Código').fill(PRODUCT_CODE);
    await field(page, 'Nombre').fill('Pasarela E2E Modbus');
    await search(page, combo(page, 'Familia'), family.az_iso, `${family.az_iso} - ${family.name}`);
    await field(page, 'Protocolo').fill('Modbus RTU');
    await formTab(page, 'Relaciones').click();
    await search(
      page,
      combo(page, 'Productos similares'),
      similar.az_iso,
      `${similar.az_iso} - ${similar.name}`,
    );
    await page.keyboard.press('Escape');
    await formTab(page, 'Categorías').click();
    await choose(page, combo(page, 'Categoría principal'), `${category.az_iso} - ${category.name}`);
    expect(await accessibilityProblems(page)).toBe('');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(`/products/${PRODUCT_CODE}`));

    const saved = (await gatewayCall(page, 'GET', `${PRODUCTS}/${PRODUCT_CODE}`)).json.product as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({ protocol: 'Modbus RTU' });
    expect((saved.similar_products as number[]).length).toBe(1);
    expect(saved.main_category_id).toEqual(expect.any(Number));
    await gatewayCall(page, 'DELETE', `${PRODUCTS}/${PRODUCT_CODE}`);
    expect(problems).toEqual([]);
  }, 120_000);
});
