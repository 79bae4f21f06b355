import ExcelJS from 'exceljs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, watchPage } from './src/browser.ts';
import { removeLeftovers, signInAs } from './src/catalogue/catalogue-session.ts';
import { columnTexts, SETTLE } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const LIST = 'Fabricantes';
const CREATED_AT_COLUMN = 7;
/** A zone far from the server's UTC and from the Madrid default, so only the browser's zone fits. */
const TIME_ZONE = 'America/New_York';

describe('the Excel download of a list', () => {
  let browser: Awaited<ReturnType<typeof chromium.launch>>;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(() => browser.close());

  it('reads as the list does: its headers, its words and its times in the browser’s zone', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      timezoneId: TIME_ZONE,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    watchPage(page, problems);
    try {
      await signInAs(page, DEMO_ADMIN);
      await removeLeftovers(page, 'msproduct.v1/manufacturers', 'manufacturers', 'E2E_');
      await page.goto('/manufacturers?search=fuj');
      await expect.poll(() => columnTexts(page, LIST, 3), SETTLE).toEqual(['Fujitsu']);
      const [shownTime] = await columnTexts(page, LIST, CREATED_AT_COLUMN);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar Excel' }).click();
      const file = await (await downloading).path();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0]!;

      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        'Id',
        'Código',
        'Nombre',
        'Marca 1',
        'Marca 2',
        'Activo',
        'Fecha de creación',
      ]);
      const row = sheet.getRow(2);
      expect(row.getCell(3).value).toBe('Fujitsu');
      expect(row.getCell(6).value).toBe('Activo');
      expect(typeof row.getCell(1).value).toBe('number');
      // The cell holds the time the screen showed (an Excel date has no zone: its reading is in UTC).
      const cell = row.getCell(CREATED_AT_COLUMN).value as Date;
      const inExcel = new Intl.DateTimeFormat('es', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'UTC',
      });
      expect(inExcel.format(cell)).toBe(shownTime);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
