import { identityProviderPaths } from '../../../shared/identity-provider.js';
import type { AppDeps } from '../deps.js';
import { labSettingsRow } from './lab-settings.service.js';

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

/** The public settings; anyone may read them, signed in or not. */
export async function appSettings(deps: AppDeps): Promise<AppSettings> {
  const { config } = deps;
  const row = await labSettingsRow(deps.systemDb);
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
  return chatLimitMb(deps, (await labSettingsRow(deps.systemDb)).chatAttachmentLimitMb) * bytesPerMb;
}

/** Days a new study stays visible when its uploader does not say; null: it never expires. */
export async function defaultStudyExpiryDays(deps: AppDeps): Promise<number | null> {
  return (await labSettingsRow(deps.systemDb)).defaultStudyExpiryDays;
}

// The cap of FILE_SIZE_LIMIT_MB may have been lowered after the setting was saved.
const chatLimitMb = (deps: AppDeps, settingMb: number) => Math.min(settingMb, deps.config.fileSizeLimitMb);
