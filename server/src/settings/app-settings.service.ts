import { identityProviderPaths } from '../../../shared/identity-provider.js';
import { contentSnapshot } from '../common/content-snapshot.js';
import type { AppDeps } from '../deps.js';
import { labSettingsRow } from './lab-settings.service.js';
import type { LabSettingsRow } from './settings.tables.js';

const bytesPerMb = 1024 * 1024;

/** What the portal and the app read at start-up: the server's configuration and the lab's public settings. */
export type AppSettings = {
  demoMode: boolean;
  fileSizeLimitMb: number;
  environment: AppDeps['config']['env'];
  paymentGateway: AppDeps['config']['paymentGateway'];
  paymentPublicKey: string;
  contact: { phone: string | null; whatsapp: string | null; email: string | null; address: string | null };
  privacyNoticeUrl: string | null;
  termsUrl: string | null;
  welcomeTour: boolean;
  defaultStudyExpiryDays: number | null;
  chatAttachmentLimitMb: number;
  maintenanceBanner: string | null;
  identityProvider: { buttonLabel: string | null; startPath: string } | null;
};

/**
 * The lab's settings as they stand, read from the database only when one changed: every page asks
 * for appSettings, signed in or not, and a write to lab_settings bumps its content version
 * (the 'settings' kind, migration 0036) on every instance, whoever makes it.
 */
const currentSettings = contentSnapshot(['settings'], (deps: AppDeps) => labSettingsRow(deps.systemDb));

/** The public settings; anyone may read them, signed in or not. */
export async function appSettings(deps: AppDeps): Promise<AppSettings> {
  return publicSettings(deps, await currentSettings(deps));
}

function publicSettings(deps: AppDeps, row: LabSettingsRow): AppSettings {
  const { config } = deps;
  return {
    demoMode: row.demoMode,
    fileSizeLimitMb: config.fileSizeLimitMb,
    environment: config.env,
    paymentGateway: config.paymentGateway,
    paymentPublicKey: config.paymentPublicKey,
    contact: { phone: row.contactPhone, whatsapp: row.whatsappNumber, email: row.contactEmail, address: row.address },
    privacyNoticeUrl: row.privacyNoticeUrl,
    termsUrl: row.termsUrl,
    welcomeTour: row.welcomeTour,
    defaultStudyExpiryDays: row.defaultStudyExpiryDays,
    chatAttachmentLimitMb: chatLimitMb(deps, row.chatAttachmentLimitMb),
    maintenanceBanner: row.maintenanceBanner,
    identityProvider: config.identityProvider
      ? { buttonLabel: config.identityProvider.buttonLabel ?? null, startPath: identityProviderPaths.start }
      : null,
  };
}

/** The largest chat attachment in bytes: the lab's setting, never above the server's upload cap. */
export async function chatAttachmentLimitBytes(deps: AppDeps): Promise<number> {
  return chatLimitMb(deps, (await currentSettings(deps)).chatAttachmentLimitMb) * bytesPerMb;
}

/** Days a new study stays visible when its uploader does not say; null: it never expires. */
export async function defaultStudyExpiryDays(deps: AppDeps): Promise<number | null> {
  return (await currentSettings(deps)).defaultStudyExpiryDays;
}

// The cap of FILE_SIZE_LIMIT_MB may have been lowered after the setting was saved.
const chatLimitMb = (deps: AppDeps, settingMb: number) => Math.min(settingMb, deps.config.fileSizeLimitMb);
