import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { waitForMail } from './src/mailbox.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl, dataDir } = serverUnderTest();
const TEMPLATES = 'msnotifier.v1/admin/email-templates';
const NOTIFICATIONS = 'msnotifier.v1/admin/notifications';
const context = (value: object) => encodeURIComponent(JSON.stringify(value));

type Template = Record<string, unknown> & {
  id: number;
  translations: Record<string, Record<string, string>>;
};

describe.skipIf(!dataDir)('notifications and e-mail templates', () => {
  const browser = useBrowserSession(baseUrl);

  it("changes an invitation's wording in its template: the next invitation mails it", async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const list = await gatewayCall(
      page,
      'GET',
      `${TEMPLATES}?context=${context({ filter: { key: 'user_invitation' } })}`,
    );
    const id = (list.json.email_templates as { data: { id: number }[] }).data[0]!.id;
    const saved = (await gatewayCall(page, 'GET', `${TEMPLATES}/${id}`)).json.email_template as Template;
    const wording = `Bienvenida al equipo E2E ${Date.now()}`;
    try {
      await page.goto(`/emailtemplates/${id}/edit`);
      await page.getByRole('heading', { name: /Editar plantilla de e-mail/ }).waitFor();
      // The event's variables are listed beside the texts.
      await page.getByRole('button', { name: 'Copiar {{link}}' }).waitFor();
      await field(page, 'Asunto (ES)').fill(`${wording}, {{name}}`);
      // The server renders the unsaved texts; the web shows them in a sandboxed frame.
      await page.getByRole('button', { name: 'Actualizar la vista previa' }).click();
      const frame = page.frameLocator('iframe[title="Vista previa del e-mail"]');
      await frame.getByText('Ana García', { exact: false }).first().waitFor();
      expect(await page.locator('iframe[title="Vista previa del e-mail"]').getAttribute('sandbox')).toBe('');
      await saveScreenshot(page, 'communication-template-preview');
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await toast(page, 'Se ha guardado correctamente').waitFor();
      await page.waitForURL(pathIs(`/emailtemplates/${id}`));

      const since = Date.now();
      const email = `e2e.invitada.${since}@example.com`;
      const group = await gatewayCall(page, 'GET', `mslogin.v1/admin/role-groups?context=${context({})}`);
      const groupId = (group.json.roles_groups as { data: { id: number }[] } | undefined)?.data[0]?.id ?? 1;
      const created = await gatewayCall(page, 'POST', 'mslogin.v1/admin/internal-users', {
        email,
        name: 'Irene',
        surname: 'Vidal',
        country_iso: 'ES',
        market: 'ES',
        role_group_id: groupId,
        role_ids: [],
        status: 'active',
      });
      expect(created.status).toBe(201);
      const mail = await waitForMail(dataDir, email, since);
      expect(mail).toContain(`Subject: ${wording}, Irene`);
    } finally {
      // Back to the seeded wording: other specs read invitations.
      const current = (await gatewayCall(page, 'GET', `${TEMPLATES}/${id}`)).json.email_template as Template;
      await gatewayCall(page, 'PUT', `${TEMPLATES}/${id}`, {
        updated_at: current.updated_at,
        key: saved.key,
        email_template_category_id: saved.email_template_category_id,
        layout: saved.layout,
        translations: saved.translations,
      });
    }
    expect(problems).toEqual([]);
  });

  it('resends a rejected notification to another address: the child appears, the original shows resent', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const rejected = await gatewayCall(
      page,
      'GET',
      `${NOTIFICATIONS}?context=${context({ filter: { status: 'rejected', template: 'return_accepted' } })}`,
    );
    const original = (rejected.json.notifications as { data: { id: number }[] }).data[0]!;
    await page.goto('/notifications');
    await page.getByRole('table').first().waitFor();
    await page.goto(`/notifications/${original.id}`);
    await page.getByText('Motivo del rechazo').first().waitFor();
    await page.locator('iframe[title="Mensaje tal como lo recibió el destinatario"]').waitFor();

    const since = Date.now();
    const address = `e2e.reenvio.${since}@example.com`;
    await field(page, 'Enviar a otra dirección (vacío: al mismo destinatario)').fill(address);
    await page.getByRole('button', { name: 'Reenviar', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByText(/Esta acción no se puede deshacer/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await toast(page, `Notificación reenviada a ${address}`).waitFor();
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).not.toBe(`/notifications/${original.id}`);
    await page.getByRole('link', { name: `Reenvío de la notificación #${original.id}` }).waitFor();
    expect(await field(page, 'Destinatario').inputValue()).toBe(address);
    // The child's own copy of the message, as its recipient got it.
    await page
      .frameLocator('iframe[title="Mensaje tal como lo recibió el destinatario"]')
      .getByText('RMA-', { exact: false })
      .first()
      .waitFor();
    expect(await field(page, 'Enviar a otra dirección (vacío: al mismo destinatario)').inputValue()).toBe('');
    await saveScreenshot(page, 'communication-resent-child');
    await waitForMail(dataDir, address, since);

    const after = (await gatewayCall(page, 'GET', `${NOTIFICATIONS}/${original.id}`)).json.notification as {
      status: string;
      resent_as: { recipient: string }[];
    };
    expect(after.status).toBe('resent');
    expect(after.resent_as.map((child) => child.recipient)).toContain(address);
    expect(problems).toEqual([]);
  });
});
