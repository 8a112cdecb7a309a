import { eq } from 'drizzle-orm';
import { hashToken, newToken } from '../common/tokens.js';
import { defineJob } from '../jobs/index.js';
import { users } from '../users/users.tables.js';
import { isShareOpen } from './share-liveness.js';
import { studyShareMail } from './share-mail.js';
import { shareUrl } from './share-url.js';
import { studyShareMailLinks, studyShares } from './study-shares.tables.js';

/**
 * «Enviar por correo»: emails a share's link to the address its sender typed, in the sender's
 * language (`locale`, else their account's). The share's own token is known only to whoever
 * created it, and a job's data must hold no secret, so the job makes the email a link of its own
 * to the same share (study_share_mail_links) when it runs. A repeated run (the instance died
 * after sending, before the job was marked done) replaces that link, so only the last email's
 * link opens. A share revoked or expired before the job runs is not sent.
 */
export const studyShareMailJob = defineJob<{ shareId: number; to: string; senderId: number; locale: string | null }>({
  name: 'mail.study-share',
  title: /*i18n*/ 'Correo con el enlace de un estudio compartido',
  async run(deps, { shareId, to, senderId, locale }, context) {
    const [share] = await deps.systemDb.select().from(studyShares).where(eq(studyShares.id, shareId));
    if (!share || !(await isShareOpen(deps.systemDb, share.id, share.studyId))) return;
    const [sender] = await deps.systemDb
      .select({ name: users.name, lastname: users.lastname, locale: users.preferredLocale })
      .from(users)
      .where(eq(users.id, senderId));
    const token = newToken();
    await deps.systemDb
      .insert(studyShareMailLinks)
      .values({ shareId: share.id, tokenHash: hashToken(token), jobId: context.id })
      .onConflictDoUpdate({
        target: studyShareMailLinks.jobId,
        set: { tokenHash: hashToken(token), createdAt: new Date() },
      });
    await deps.mailer.send(
      studyShareMail({
        to,
        locale: locale ?? sender?.locale,
        senderName: [sender?.name, sender?.lastname].filter(Boolean).join(' '),
        labName: deps.config.labName,
        url: shareUrl(deps, token),
        expiresAt: share.expiresAt,
        withPin: share.pinHash !== null,
      }),
    );
  },
});
