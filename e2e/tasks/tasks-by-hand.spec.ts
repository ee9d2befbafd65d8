import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { MANUAL_TASK_SCORES, type TaskPage } from '../../src/domain/tasks/task-api';
import { DEMO } from '../../src/server/seed/demo-ids';
import { apiGet } from '../support/api-calls';
import { savedAccessToken, signedInAs } from '../support/identity';

/**
 * Tasks by hand (docs/product/tasks.md#by-hand): a Company Leader makes a task for a location's
 * staff member, changes who does it, completes it and reopens it; the staff member has it in their list.
 */
const LEADER = DEMO.users.companyLeader;
const STAFF = DEMO.users.locationStaff;
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

for (const [name, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`a leader makes, reassigns, completes and reopens a task at ${name} size`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    const title = `Descale the dish machine (${name} ${Date.now()})`;
    await signedInAs(page, LEADER.email, '/tasks');
    await expect(page.getByTestId(name === 'phone' ? 'task-cards' : 'task-table')).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/task-list-new-${name}.png` });
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('What needs doing').fill(title);
    await dialog.getByLabel('Details (optional)').fill('Use the descaler under the sink.');
    await dialog.getByLabel('Location').selectOption({ label: 'HG-103 · Harbor Grill San Jose Downtown' });
    // The location's people load once it is chosen.
    await expect(dialog.getByLabel('Assigned to').locator('option', { hasText: STAFF.name })).toHaveCount(1, { timeout: 15_000 });
    await dialog.getByLabel('Assigned to').selectOption({ label: `${STAFF.name} · Location Staff` });
    await dialog.getByLabel('Due (optional)').fill('2030-06-01T09:30');
    // Low: below the demo's own tasks, so the other task specs find theirs on the first page.
    await dialog.getByLabel('Priority').selectOption('Low');
    await dialog.screenshot({ path: `${SHOTS}/task-new-${name}.png` });
    await dialog.getByRole('button', { name: 'Create task' }).click();

    // The new task's own page.
    await page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    const taskId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const facts = page.locator('main');
    await expect(facts.getByText('Created by')).toBeVisible();
    await expect(facts.getByText(LEADER.name)).toBeVisible();
    await expect(facts.getByText(STAFF.name)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/task-made-${name}.png`, fullPage: true });

    // The staff member has it in their list.
    const theirs = await apiGet<TaskPage>(request, savedAccessToken(STAFF.email), `/tasks/self?locationId=${DEMO.locations.staffOther.id}&limit=200`);
    expect(theirs.items.filter((t) => t.id === taskId)).toMatchObject([{ title, score: MANUAL_TASK_SCORES.Low, assignedTo: { id: STAFF.id } }]);

    // Nobody does it now.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit task' });
    await expect(edit.getByLabel('What needs doing')).toHaveValue(title);
    await edit.getByLabel('Assigned to').selectOption({ label: 'No one yet' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(facts.getByText('No one yet')).toBeVisible();

    // Completed, then reopened.
    await page.getByRole('button', { name: 'Complete task' }).click();
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Reopen' }).click();
    await expect(page.getByRole('button', { name: 'Complete task' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
    const open = await apiGet<TaskPage>(request, savedAccessToken(STAFF.email), `/tasks/self?locationId=${DEMO.locations.staffOther.id}&limit=200`);
    expect(open.items.filter((t) => t.id === taskId)).toMatchObject([{ completedAt: null, assignedTo: null }]);
  });
}
