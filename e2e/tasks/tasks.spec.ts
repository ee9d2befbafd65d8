import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { TaskDetail, TaskPage } from '../../src/domain/tasks/task-api';
import { DEMO } from '../../src/server/seed/demo-ids';
import { accessToken, apiGet } from '../support/api-calls';
import { signedInAs } from '../support/identity';
import { expectOutboxEmpty, goOffline, goOnline, undelivered, waitForWorker } from '../offline/offline-support';

/**
 * Tasks (docs/product/tasks.md): location staff open the list and a task, complete it with no
 * signal, and the server holds exactly one completion once the device is back online.
 */
const STAFF = DEMO.users.locationStaff.email;
const TECHNICIAN = DEMO.users.technician.email;
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

// Offline, the app and the page's reads come from the service worker (a project without it by default).
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('location staff complete a task offline; the server holds one completion', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const taskId = DEMO.tasks.standingOpen.id;
    await signedInAs(page, STAFF, '/');
    await waitForWorker(page);
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
    const link = page.locator(`main a[href="/tasks/${taskId}"]:visible`);
    await expect(link).toBeVisible({ timeout: 30_000 });
    await link.click();
    await page.waitForURL(`**/tasks/${taskId}`);
    const title = page.getByRole('heading', { level: 2, name: 'Review the walk-in temperature log' });
    await expect(title).toBeVisible();
    await expect(page.getByText('Location', { exact: true })).toBeVisible();

    await goOffline(context);
    await page.getByRole('button', { name: 'Complete task' }).click();
    await expect(page.getByTestId('pending-mark')).toHaveText('Waiting to sync');
    await expect(page.getByRole('button', { name: 'Complete task' })).toHaveCount(0);
    // Still queued after a reload with no network: the page opens from the worker's cache.
    await page.reload();
    await expect(title).toBeVisible();
    await expect(page.getByTestId('pending-mark')).toHaveText('Waiting to sync');
    expect(await undelivered(page)).toHaveLength(1);

    await goOnline(context);
    await expectOutboxEmpty(page);
    // The page reads the task again once it is delivered; a server slower than the worker's 1.5 s
    // patience answers late, and the late answer then replaces the cached one (README: offline first).
    await expect(page.getByText('Complete', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

    const token = await accessToken(context);
    const task = await apiGet<TaskDetail>(request, token, `/tasks/${taskId}`);
    expect(task.completedAt).not.toBeNull();
    expect(task.completedBy).toEqual({ id: DEMO.users.locationStaff.id, name: DEMO.users.locationStaff.name });
    const completed = await apiGet<TaskPage>(request, token, `/tasks/self?status=completed&locationId=${DEMO.locations.staffPm.id}&limit=200`);
    expect(completed.items.filter((t) => t.id === taskId)).toHaveLength(1);
    // Sending it again (a second device, or a lost answer) leaves the first completion as it was.
    const again = await request.post(`/v3/ssp/tasks/${taskId}/complete`, { headers: { authorization: `Bearer ${token}` }, data: {} });
    expect(((await again.json()) as { alreadyCompleted: boolean; completedAt: string }).completedAt).toBe(task.completedAt);
  });
});

for (const [name, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`task list, detail and my day at ${name} size`, async ({ page }) => {
    await page.setViewportSize(size);
    await signedInAs(page, TECHNICIAN, '/tasks');
    await expect(page.getByTestId('my-day')).toBeVisible();
    await expect(page.getByTestId('my-day-item').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId(name === 'phone' ? 'task-cards' : 'task-table')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tasks-list-${name}.png` });
    await page.getByTestId('my-day').screenshot({ path: `${SHOTS}/tasks-my-day-${name}.png` });

    await page.goto(`/tasks/${DEMO.tasks.certification.id}`);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByText('Savings')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tasks-detail-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Vendor contacts')).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tasks-share-${name}.png` });

    // A task from a PM schedule shows the schedule and its next visit (GET pm-schedules/{id}).
    await page.goto('/tasks?type=Preventative');
    await page
      .getByTestId(name === 'phone' ? 'task-cards' : 'task-table')
      .getByRole('link', { name: /^Book the / })
      .first()
      .click();
    const schedule = page.getByRole('region', { name: 'PM schedule' });
    await expect(schedule.getByText('Repeats')).toBeVisible();
    await expect(schedule.getByText('Next visit')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tasks-pm-schedule-${name}.png`, fullPage: true });
  });
}
