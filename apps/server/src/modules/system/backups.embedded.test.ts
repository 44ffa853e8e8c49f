import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BackupResult, type BackupStatus, MESSAGES } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { restoreBackup } from '@/db/restore-backup';
import { userProfiles } from '@/db/schema/index';
import { manualClock } from '@/lib/clock';
import { DEMO } from '@/test/harness';
import { backupIfDue, backupNow, backupsDir, backupStatus } from './backups.service';
import { errorOf, systemTestbed } from './system.fixtures';

const HOUR = 3_600_000;
const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
const { bed, get, post, lastAudit } = systemTestbed(clock);

// Each backup copies the whole seeded database and each restore opens a PGlite: slow under load.
describe('backups of the embedded database', { timeout: 120_000 }, () => {
  it('backs up now into DATA_DIR/backups, lists it, downloads it, and the copy restores and reads', async () => {
    const before = await get<BackupStatus>('/admin/system/backups');
    expect(before).toMatchObject({ mode: 'embedded', frequency: 'daily', kept: 7, items: [], nextDueAt: null });

    const response = await post('/admin/system/backups');
    expect(response.status).toBe(201);
    const { message, backup } = (await response.json()) as BackupResult;
    expect(message).toBe(MESSAGES.systemBackupDone);
    expect(backup.name).toBe('livra-20260302-100000.tar.gz');
    const file = join(bed.server.config.dataDir, 'backups', backup.name);
    expect(existsSync(file)).toBe(true);
    expect(await lastAudit('backup.create')).toMatchObject({ actorId: bed.adminId, entityId: backup.name });

    const listed = await get<BackupStatus>('/admin/system/backups');
    expect(listed).toMatchObject({
      mode: 'embedded',
      items: [{ name: backup.name, size: backup.size }],
      nextDueAt: '2026-03-03T10:00:00.000Z',
    });

    const download = await bed.server.request(`/admin/system/backups/${backup.name}`, { cookie: bed.admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/gzip');
    expect(download.headers.get('content-disposition')).toContain(backup.name);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.equals(readFileSync(file))).toBe(true);

    // The documented restore (npm run restore-backup) into a fresh DATA_DIR, then a row read back.
    const restoreDir = mkdtempSync(join(tmpdir(), 'livra-restore-'));
    try {
      const restored = await restoreBackup(file, restoreDir);
      expect(restored.users).toBeGreaterThan(0);
      expect(restored.previous).toBeNull();
      const reopened = await openDatabase({ dataDir: join(restoreDir, 'db') });
      try {
        const [row] = await reopened.db.select().from(userProfiles).where(eq(userProfiles.email, DEMO.admin));
        expect(row).toMatchObject({ id: bed.adminId, email: DEMO.admin });
      } finally {
        await reopened.close();
      }
      // Restoring again keeps the current folder aside rather than overwriting it.
      const again = await restoreBackup(file, restoreDir);
      expect(again.previous).toMatch(/db\.before-restore-/);
      expect(existsSync(again.previous!)).toBe(true);
    } finally {
      rmSync(restoreDir, { recursive: true, force: true });
    }
  });

  it('keeps the last 7, and refuses names that are not backups', async () => {
    const dir = backupsDir(bed.server.deps);
    for (let day = 10; day < 18; day++) writeFileSync(join(dir, `livra-202601${day}-000000.tar.gz`), 'ancienne');
    clock.advance(60_000);
    await backupNow(bed.server.deps, bed.adminId);
    const names = readdirSync(dir).filter((name) => name.endsWith('.tar.gz'));
    expect(names).toHaveLength(7);
    expect(names).not.toContain('livra-20260110-000000.tar.gz');
    expect(names).toContain('livra-20260302-100100.tar.gz');

    const bad = await bed.server.request('/admin/system/backups/..%2Fauth-secret', { cookie: bed.admin });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe(MESSAGES.systemBackupNameInvalid);
    const missing = await bed.server.request('/admin/system/backups/livra-20200101-000000.tar.gz', {
      cookie: bed.admin,
    });
    expect(missing.status).toBe(404);
    const partner = await bed.server.signIn(DEMO.partner);
    expect((await bed.server.request(`/admin/system/backups/${names[0]}`, { cookie: partner })).status).toBe(403);
    expect((await post('/admin/system/backups', partner)).status).toBe(403);
  });

  it('backs up by itself at the chosen frequency (the scheduler task)', async () => {
    const settings = {
      platformName: 'Livra',
      contactEmail: null,
      contactPhone: null,
      defaultDeliveryFee: 5000,
      defaultDeliveryTime: '30-45 min',
      backupFrequency: 'hourly',
    };
    const saved = await bed.server.request('/admin/system/settings', {
      method: 'PUT',
      cookie: bed.admin,
      json: settings,
    });
    expect(saved.status).toBe(200);
    expect(await backupIfDue(bed.server.deps)).toBeNull();
    clock.advance(HOUR);
    expect((await backupIfDue(bed.server.deps))?.name).toBe('livra-20260302-110100.tar.gz');
    expect(await backupIfDue(bed.server.deps)).toBeNull();
  });

  it('on an external PostgreSQL, says backups are the database server’s job and makes none', async () => {
    const external = {
      ...bed.server.deps,
      config: { ...bed.server.deps.config, databaseUrl: 'postgresql://db/livra' },
    };
    expect(await backupStatus(external)).toEqual({ mode: 'external', message: MESSAGES.systemBackupExternal });
    await expect(backupNow(external, bed.adminId)).rejects.toMatchObject({ status: 409 });
    expect(await backupIfDue(external)).toBeNull();
  });
});
