import { adminDateRangeQuery, adminPageQuery } from './admin-lists';
import { blankAsAbsent } from './catalog-schemas';
import { optionalPhone } from './customers';
import { SYSTEM_MESSAGES } from './messages-system';
import { DEFAULT_BUSINESS_DELIVERY_FEE, DEFAULT_DELIVERY_TIME } from './money';
import { deliveryFeeSchema, deliveryTimeSchema } from './partner-schemas';
import { ROLES } from './roles';
import { gnf, pageOf, requiredText, timestamp, z } from './zod';
import { CHECK_MESSAGES } from './messages-checks';

/**
 * The admin System page (spec 02 §2 "System page", issue 12): live gauges, system info, the
 * audit log, general settings, backups of the embedded database, security and maintenance.
 */

// --- Gauges ----------------------------------------------------------------------------------

/** Spec 02 §2: under 50 green, under 80 yellow, otherwise red. */
export const GAUGE_LEVELS = ['ok', 'warning', 'critical'] as const;
export type GaugeLevel = (typeof GAUGE_LEVELS)[number];
export const GAUGE_NO_LEVEL_LABEL = 'Sans objet';
export const GAUGE_LEVEL_LABELS: Record<GaugeLevel, string> = {
  ok: 'Normal',
  warning: 'Élevé',
  critical: 'Critique',
};
export function gaugeLevel(percent: number): GaugeLevel {
  if (percent < 50) return 'ok';
  if (percent < 80) return 'warning';
  return 'critical';
}

export const GAUGE_KEYS = [
  'cpu',
  'memory',
  'eventLoop',
  'databaseSize',
  'queryLatency',
  'connections',
  'outboxWaiting',
  'outboxFailed',
  'realtimeStreams',
] as const;
export type GaugeKey = (typeof GAUGE_KEYS)[number];

/**
 * What counts as 100 % where the measure has no natural maximum: past these the page turns red.
 * Event-loop delay and query latency in ms, the outbox and streams in messages and connections.
 */
export const GAUGE_BUDGETS = {
  eventLoopMs: 100,
  queryLatencyMs: 200,
  outboxWaiting: 100,
  outboxFailed: 10,
  realtimeStreams: 1000,
} as const;

/** What a gauge measures in: a share, a duration, a size, a number of things. */
export const GAUGE_UNITS = ['percent', 'milliseconds', 'bytes', 'count'] as const;
export type GaugeUnit = (typeof GAUGE_UNITS)[number];

export const gaugeSchema = z.object({
  key: z.enum(GAUGE_KEYS),
  /** The gauge's name in French (the page names it by its key, in its language). */
  label: z.string(),
  /** The measure as numbers, which the page writes in its language (`gauge-texts.ts`). */
  measure: z.object({
    unit: z.enum(GAUGE_UNITS),
    amount: z.number(),
    /** What the amount is out of (memory used of the total, connections of the maximum); null alone. */
    of: z.number().nullable(),
  }),
  /**
   * The number the hint names: the cores (cpu), Livra's own memory in bytes (memory), the free
   * disk in bytes (databaseSize, null on a PostgreSQL server); null for the others.
   */
  hintValue: z.number().nullable(),
  /** The measure written in French: `42 %`, `12 ms`, `85 Mo`… */
  value: z.string(),
  /** Against its maximum or budget, 0–100; null where nothing honest can be measured against. */
  percent: z.number().min(0).max(100).nullable(),
  level: z.enum(GAUGE_LEVELS).nullable(),
  /** `Normal`, `Élevé`, `Critique`, or `Sans objet` when there is no percentage. */
  levelLabel: z.string(),
  /** What the percentage is measured against, in French. */
  hint: z.string(),
});
export type Gauge = z.infer<typeof gaugeSchema>;

export const systemInstanceSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  pid: z.number().int(),
  version: z.string(),
  startedAt: timestamp(),
  lastSeenAt: timestamp(),
  current: z.boolean(),
});
export type SystemInstance = z.infer<typeof systemInstanceSchema>;

export const systemHealthSchema = z.object({
  gauges: z.array(gaugeSchema),
  info: z.object({
    version: z.string(),
    uptimeSeconds: z.number().int().min(0),
    node: z.string(),
    /** The embedded PGlite or a PostgreSQL server (the page names them in its language). */
    databaseEngine: z.enum(['pglite', 'postgres']),
    databaseVersion: z.string(),
    instances: z.array(systemInstanceSchema),
  }),
  checkedAt: timestamp(),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

// --- Settings --------------------------------------------------------------------------------

export const BACKUP_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];
export const BACKUP_FREQUENCY_LABELS: Record<BackupFrequency, string> = {
  hourly: 'Toutes les heures',
  daily: 'Tous les jours',
  weekly: 'Toutes les semaines',
  monthly: 'Tous les mois',
};
const HOUR_MS = 3_600_000;
/** How long after a backup the next one is due (a month counted as 30 days). */
export const BACKUP_PERIOD_MS: Record<BackupFrequency, number> = {
  hourly: HOUR_MS,
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
  monthly: 30 * 24 * HOUR_MS,
};
/** Backups kept in DATA_DIR/backups: older ones are deleted after each new one. */
export const BACKUPS_KEPT = 7;

export const DEFAULT_PLATFORM_SETTINGS = {
  platformName: 'Livra',
  contactEmail: 'contact@livra.gn',
  contactPhone: null as string | null,
  defaultDeliveryFee: DEFAULT_BUSINESS_DELIVERY_FEE,
  defaultDeliveryTime: DEFAULT_DELIVERY_TIME,
  backupFrequency: 'daily' as BackupFrequency,
};

/** PUT /api/admin/system/settings: the whole form. */
export const platformSettingsInputSchema = z
  .object({
    platformName: requiredText(SYSTEM_MESSAGES.systemPlatformNameRequired, 100),
    contactEmail: z
      .string({ error: SYSTEM_MESSAGES.systemContactEmailInvalid })
      .trim()
      .max(254, SYSTEM_MESSAGES.systemContactEmailInvalid)
      .pipe(z.union([z.literal(''), z.email({ error: SYSTEM_MESSAGES.systemContactEmailInvalid })]))
      .nullable()
      .transform((value) => value || null),
    contactPhone: optionalPhone.transform((value) => value ?? null),
    defaultDeliveryFee: deliveryFeeSchema,
    defaultDeliveryTime: deliveryTimeSchema,
    backupFrequency: z.enum(BACKUP_FREQUENCIES, { error: SYSTEM_MESSAGES.systemBackupFrequencyInvalid }),
  })
  .strict();
export type PlatformSettingsInput = z.input<typeof platformSettingsInputSchema>;
export type PlatformSettingsValues = z.output<typeof platformSettingsInputSchema>;

export const platformSettingsSchema = z.object({
  platformName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  defaultDeliveryFee: gnf(),
  defaultDeliveryTime: z.string(),
  backupFrequency: z.enum(BACKUP_FREQUENCIES),
  updatedAt: timestamp().nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

// --- Audit log -------------------------------------------------------------------------------

/** `actor=system` picks the entries of scheduled work (no admin). */
export const AUDIT_SYSTEM_ACTOR = 'system';

export const auditFiltersSchema = z.object({
  actor: blankAsAbsent(
    z
      .union([z.literal(AUDIT_SYSTEM_ACTOR), z.uuid({ error: SYSTEM_MESSAGES.systemActorInvalid })], {
        error: SYSTEM_MESSAGES.systemActorInvalid,
      })
      .optional(),
  ),
  action: blankAsAbsent(z.string().trim().max(100, CHECK_MESSAGES.fieldTooLong(100)).optional()),
  entity: blankAsAbsent(z.string().trim().max(60, CHECK_MESSAGES.fieldTooLong(60)).optional()),
  ...adminDateRangeQuery,
});
export const auditListQuerySchema = auditFiltersSchema
  .extend(adminPageQuery)
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: SYSTEM_MESSAGES.systemAuditDateInvalid,
    path: ['to'],
  });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

const jsonObject = z.record(z.string(), z.unknown());

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid().nullable(),
  /** `Système` for scheduled work; the admin's name otherwise (or a deleted account's). */
  actorName: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: jsonObject.nullable(),
  after: jsonObject.nullable(),
  details: jsonObject.nullable(),
  createdAt: timestamp(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditFacetsSchema = z.object({
  actors: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
  actions: z.array(z.string()),
  entities: z.array(z.string()),
});
export type AuditFacets = z.infer<typeof auditFacetsSchema>;

// --- Backups ---------------------------------------------------------------------------------

/** `livra-20261126-031500.tar.gz`: the only names the download route accepts. */
export const BACKUP_NAME_PATTERN = /^livra-\d{8}-\d{6}(-\d+)?\.tar\.gz$/;
export const backupNameParam = z
  .string()
  .regex(BACKUP_NAME_PATTERN, SYSTEM_MESSAGES.systemBackupNameInvalid)
  .max(60, SYSTEM_MESSAGES.systemBackupNameInvalid);

export const backupFileSchema = z.object({ name: z.string(), size: z.number().int(), createdAt: timestamp() });
export type BackupFile = z.infer<typeof backupFileSchema>;

export const backupStatusSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('embedded'),
    frequency: z.enum(BACKUP_FREQUENCIES),
    kept: z.number().int(),
    directory: z.string(),
    restoreCommand: z.string(),
    nextDueAt: timestamp().nullable(),
    items: z.array(backupFileSchema),
  }),
  z.object({ mode: z.literal('external'), message: z.string() }),
]);
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const backupResultSchema = z.object({ message: z.string(), backup: backupFileSchema });
export type BackupResult = z.infer<typeof backupResultSchema>;

// --- Security and maintenance ----------------------------------------------------------------

export const securityOverviewSchema = z.object({
  failedSignIns: z.object({
    total: z.number().int(),
    byEmail: z.array(z.object({ email: z.string(), count: z.number().int(), lastAt: timestamp() })),
  }),
  sessions: z.object({
    total: z.number().int(),
    users: z.array(
      z.object({
        userId: z.uuid(),
        name: z.string(),
        email: z.string(),
        role: z.enum(ROLES),
        sessions: z.number().int(),
        lastActiveAt: timestamp(),
      }),
    ),
  }),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** Read notifications older than this are purged (unread ones stay until read or expired). */
export const NOTIFICATION_RETENTION_DAYS = 90;

export const maintenanceOverviewSchema = z.object({
  failedEmails: z.number().int(),
  expiredSessions: z.number().int(),
  oldNotifications: z.number().int(),
});
export type MaintenanceOverview = z.infer<typeof maintenanceOverviewSchema>;

export const maintenanceResultSchema = z.object({ message: z.string(), count: z.number().int() });
export type MaintenanceResult = z.infer<typeof maintenanceResultSchema>;
