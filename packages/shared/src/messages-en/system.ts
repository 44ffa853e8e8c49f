import type { Translation } from '../locale';
import type { SYSTEM_MESSAGES } from '../messages-system';

const s = (count: number) => (count > 1 ? 's' : '');

/** `messages-system.ts` in English: every key (a missing one fails the type-check). */
export const SYSTEM_MESSAGES_EN: Translation<typeof SYSTEM_MESSAGES> = {
  systemSettingsSaved: 'Settings saved',
  systemPlatformNameRequired: 'The platform name is required',
  systemContactEmailInvalid: 'The contact e-mail is not valid',
  systemBackupFrequencyInvalid: 'Invalid backup frequency (hourly, daily, weekly or monthly)',
  systemBackupDone: 'Backup done',
  systemBackupExternal:
    'The database is an external PostgreSQL: its backups are the database server’s business (pg_dump, the host’s backups).',
  systemBackupNotFound: 'Backup not found',
  systemBackupNameInvalid: 'Invalid backup name',
  systemSessionsEnded: (count) => (count === 0 ? 'No open session' : `${count} session${s(count)} ended`),
  systemOwnSessions: 'You cannot end your own sessions here: sign out',
  systemEmailsRetried: (count) =>
    count === 0 ? 'No failed e-mail' : `${count} e-mail${s(count)} queued for sending again`,
  systemPurged: (sessions, notifications) =>
    `${sessions} expired session${s(sessions)} and ${notifications} old notification${s(notifications)} deleted`,
  systemAuditDateInvalid: 'The start date must come before the end date',
  systemActorInvalid: 'Invalid administrator id format (UUID expected)',
};
