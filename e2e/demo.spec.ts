import { expect, test, type Page } from '@playwright/test';
import { assistantMessages, mock, openApp, send, typeAndClickSend, waitIdle } from './support/app';

// `npm run demo`'s scripted model shows every mode. The e2e mock server runs the same code with
// its `demo` option on, so this walks through what a newcomer sees.

const modeRadio = (page: Page, mode: string) =>
  page.getByRole('radiogroup', { name: 'Mode' }).getByRole('radio', { name: mode, exact: true });

test.beforeEach(async () => {
  await mock.reset();
  await mock.options({ demo: true });
});
test.afterAll(async () => {
  await mock.reset();
});

test('demo model: Chat with tools calls the calculator and the unit converter and answers with their results', async ({ page }) => {
  await openApp(page);
  await modeRadio(page, 'Chat with tools').check();
  await send(page, 'What is 12.5 * 4 + 0.1 + 0.2?');
  await waitIdle(page);
  const answer = assistantMessages(page).last();
  await expect(answer).toContainText('50.3');
  const call = answer.locator('details', { hasText: 'Tool: calculator' });
  await call.locator('summary').click();
  await expect(call.locator('pre').last()).toHaveText('50.3');

  await send(page, 'convert 10 km to miles');
  await waitIdle(page);
  const conversion = assistantMessages(page).last();
  await expect(conversion.locator('details', { hasText: 'Tool: convert_units' })).toHaveCount(1);
  await expect(conversion).toContainText('6.21');

  // A new chat starts in plain Chat mode again.
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(modeRadio(page, 'Chat')).toBeChecked();
});

test('demo model: a task list is planned with three items and completed', async ({ page }) => {
  await openApp(page);
  await modeRadio(page, 'Task list').check();
  await typeAndClickSend(page, 'Plan a weekend trip to Kyoto');
  const panel = page.getByRole('region', { name: 'Checklist' });
  await expect(panel.getByRole('status')).toHaveText('Waiting for approval');
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByRole('status')).toHaveText('Done');
  await expect(panel.getByRole('checkbox')).toHaveCount(3);
  for (const box of await panel.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await expect(assistantMessages(page).filter({ hasText: 'Item 3 done' })).toHaveCount(1);
  // Once the list is done the composer is back.
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
});

test('a checklist the model cannot produce is explained in a plain sentence, with the detail collapsed', async ({ page }) => {
  await openApp(page);
  await mock.script({ match: { schemaName: 'task_list' }, raw: '{"items": "not a list"}', times: 2 });
  await modeRadio(page, 'Task list').check();
  await typeAndClickSend(page, 'Plan a weekend trip to Kyoto');
  const panel = page.getByRole('region', { name: 'Checklist' });
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('The model could not produce a checklist — try again or pick a stronger model.');
  const details = alert.locator('details');
  await expect(details).not.toHaveAttribute('open');
  await expect(details.locator('code')).toBeHidden();
  await expect(alert.getByRole('button', { name: 'Plan again' })).toBeVisible();

  // The composer stays: what is typed there is planned as a new goal.
  await mock.reset();
  await mock.options({ demo: true });
  await typeAndClickSend(page, 'Plan a picnic');
  const next = page.getByRole('region', { name: 'Checklist' });
  await expect(next.getByRole('status')).toHaveText('Waiting for approval');
  await expect(next.getByRole('checkbox')).toHaveCount(3);
  await expect(
    page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: 'Plan a picnic', exact: true }),
  ).toBeVisible();
});

test('“Try another goal” opens a new task-list draft', async ({ page }) => {
  await openApp(page);
  await mock.script({ match: { schemaName: 'task_list' }, raw: 'not json at all', times: 2 });
  await modeRadio(page, 'Task list').check();
  await typeAndClickSend(page, 'Plan a weekend trip to Kyoto');
  await page.getByRole('region', { name: 'Checklist' }).getByRole('button', { name: 'Try another goal' }).click();
  await expect(modeRadio(page, 'Task list')).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEditable();
});
